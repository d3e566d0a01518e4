import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUploadedImage } from '../../src/modules/media/image-upload';
import { removeUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from '../../src/modules/media/unused-uploads';
import { createCategory, createProduct } from '../support/catalogue';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

/** A small PNG of one colour: each colour is a different upload. */
const picture = (red: number) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r: red, g: 90, b: 120 } } })
    .png()
    .toBuffer();

/** What each driver holds and how time passes for it: files by their time, objects by the bucket's date. */
const drivers = [
  {
    name: 'the local directory',
    config: () => ({}),
    names: async (t: TestApp) => fs.readdirSync(path.join(t.config.dataDir, 'media', 'uploads')).sort(),
    age: (t: TestApp, key: string, ms: number) => {
      const then = new Date(Date.now() - ms);
      fs.utimesSync(path.join(t.config.dataDir, 'media', key), then, then);
    },
  },
  {
    name: 'an S3 bucket',
    config: () => ({ media: { storage: s3.settings('onsale-media', 'sweep'), publicUrl: undefined } }),
    names: async () => (await s3.keys('onsale-media', 'sweep/uploads/')).map((key) => path.basename(key)),
    age: (_t: TestApp, key: string, ms: number) => s3.age('onsale-media', `sweep/${key}`, ms),
  },
];

describe.each(drivers)('removeUnusedUploads on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver.config());
  });
  afterAll(() => t.close());

  const age = (url: string, ms: number) => {
    for (const key of [url, url.replace(/\.webp$/, '-400.webp')]) driver.age(t, key.replace(/^\/media\//, ''), ms);
  };

  it('removes both sizes of an old picture nothing points at, and keeps the rest', async () => {
    const store = t.app.media;
    const [main, galleryPicture, abandoned, recent, chosenAgain, colourPicture] = await Promise.all(
      [10, 60, 110, 160, 210, 250].map(async (red) => storeUploadedImage(store, await picture(red))),
    );
    const category = await createCategory(t.database.db, { name: 'Shawls', slug: 'shawls' });
    await createProduct(
      t.database.db,
      { category },
      {
        name: 'Pashmina Shawl',
        image: main!.url,
        gallery: [galleryPicture!.url],
        colors: ['Rust', 'Teal'],
        // a picture only a colour points at is in use too
        colorImages: { Teal: colourPicture!.url },
      },
    );
    for (const upload of [main!, galleryPicture!, abandoned!, chosenAgain!, colourPicture!])
      age(upload.url, UNUSED_UPLOAD_GRACE_MS + 60_000);
    age(recent!.url, UNUSED_UPLOAD_GRACE_MS - 60 * 60_000);
    // Chosen again in a product form: the upload answers the same address and renews it.
    expect((await storeUploadedImage(store, await picture(210))).url).toBe(chosenAgain!.url);

    expect(await removeUnusedUploads(t.database.db, store)).toBe(2);
    const left = await driver.names(t);
    expect(left).toHaveLength(10);
    expect(left).not.toContain(path.basename(abandoned!.url));
    expect(left).not.toContain(path.basename(abandoned!.gridUrl));
    for (const kept of [main!, galleryPicture!, recent!, chosenAgain!, colourPicture!])
      expect(left).toEqual(expect.arrayContaining([path.basename(kept.url), path.basename(kept.gridUrl)]));
    const served = await t.app.inject({ url: abandoned!.url });
    expect(served.statusCode).toBe(404);
    expect((await t.app.inject({ url: main!.url })).statusCode).toBe(200);

    expect(await removeUnusedUploads(t.database.db, store)).toBe(0);
  });
});
