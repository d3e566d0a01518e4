import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECODES_AT_ONCE, DECODES_WAITING } from '../../src/modules/media/image-upload';
import { createSellerWithBrand } from '../support/accounts';
import { multipartFile } from '../support/uploads';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSellerWithBrand(t.database.db, 'approved');
});
afterAll(() => t.close());

/** A PNG of one colour: tiny on the wire (libpng compresses it to a few hundred KB), huge decoded. */
const solidPng = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const upload = (bytes: Buffer, cookie = seller.cookie) => {
  const body = multipartFile(bytes, 'photo.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/seller/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const uploadsDir = () => path.join(t.config.dataDir, 'media', 'uploads');
const uploadedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);

describe('image uploads are bounded', () => {
  it('refuses a 40 megapixel image with a 400 before decoding it: three at once leave memory where it was', async () => {
    const image = await solidPng(8000, 5000);
    expect(image.length).toBeLessThan(1024 * 1024);
    await upload(await solidPng(64, 64)); // the decoder and the route are warm before measuring
    const before = uploadedFiles();
    const rssBefore = process.memoryUsage().rss;

    const answers = await Promise.all([upload(image), upload(image), upload(image)]);
    const rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;

    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'image_too_large',
        message: 'The image is too large (at most 25 megapixels). Please upload a smaller image.',
      });
    }
    expect(uploadedFiles()).toEqual(before);
    // Decoded, the three would take 3 × 120 MB of RGB (the probe saw +235 MB).
    expect(rssGrowthMb).toBeLessThan(60);
  });

  it('takes a 24 megapixel camera photo', async () => {
    const res = await upload(await solidPng(6000, 4000, 20));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 800, height: 533 });
  });

  it(`decodes ${DECODES_AT_ONCE} at a time with ${DECODES_WAITING} waiting, and answers a burst beyond that with 429 and Retry-After`, async () => {
    const image = await solidPng(5000, 4000, 120);
    const burst = DECODES_AT_ONCE + DECODES_WAITING + 6;
    const answers = await Promise.all(Array.from({ length: burst }, () => upload(image)));
    const statuses = answers.map((res) => res.statusCode);

    expect(
      statuses.every((status) => status === 201 || status === 429),
      statuses.join(','),
    ).toBe(true);
    // The queue holds more than the decoders: those waiting were served, not refused.
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(
      DECODES_AT_ONCE + DECODES_WAITING,
    );
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json().error).toMatchObject({
        code: 'uploads_busy',
        message: 'Too many images are being processed right now. Please try again in a few seconds.',
      });
    }

    // Once the queue has drained, the refused upload goes through when tried again.
    const again = await upload(image);
    expect(again.statusCode, again.body).toBe(201);
    expect(path.basename(again.json().data.url)).toMatch(/^[a-f0-9]{32}\.webp$/);
  });

  it('answers an upload cut off on its way, or sent as broken multipart, with a 4xx and keeps nothing', async () => {
    const before = uploadedFiles();
    const whole = multipartFile(await solidPng(300, 200, 60), 'photo.png', 'image/png');
    const cutOff = whole.payload.subarray(0, Math.floor(whole.payload.length / 2));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/uploads',
      payload: cutOff,
      headers: { ...whole.headers, cookie: seller.cookie },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('The upload did not arrive whole. Please choose the image and try again.');

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/seller/uploads',
      payload: whole.payload,
      headers: { 'content-type': 'multipart/form-data', cookie: seller.cookie },
    });
    expect(noBoundary.statusCode, noBoundary.body).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(uploadedFiles()).toEqual(before);
  });
});
