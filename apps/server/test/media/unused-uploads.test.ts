import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUploadedImage, uploadsDir } from '../../src/modules/media/image-upload';
import { removeUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from '../../src/modules/media/unused-uploads';
import { createCategory, createProduct } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small PNG of one colour: each colour is a different upload. */
const picture = (red: number) => sharp({ create: { width: 60, height: 40, channels: 3, background: { r: red, g: 90, b: 120 } } }).png().toBuffer();
const files = () => fs.readdirSync(uploadsDir(t.config.dataDir)).sort();
const fileOf = (url: string) => path.join(uploadsDir(t.config.dataDir), path.basename(url));
const age = (url: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  for (const file of [fileOf(url), fileOf(url.replace(/\.webp$/, '-400.webp'))]) fs.utimesSync(file, then, then);
};

describe('removeUnusedUploads', () => {
  it('removes both sizes of an old picture nothing points at, and keeps the rest', async () => {
    const dataDir = t.config.dataDir;
    const [main, galleryPicture, abandoned, recent, chosenAgain] = await Promise.all([10, 60, 110, 160, 210].map(async (red) => storeUploadedImage(dataDir, await picture(red))));
    const category = await createCategory(t.database.db, { name: 'Shawls', slug: 'shawls' });
    await createProduct(t.database.db, { category }, { name: 'Pashmina Shawl', image: main!.url, gallery: [galleryPicture!.url] });
    for (const upload of [main!, galleryPicture!, abandoned!, chosenAgain!]) age(upload.url, UNUSED_UPLOAD_GRACE_MS + 60_000);
    age(recent!.url, UNUSED_UPLOAD_GRACE_MS - 60 * 60_000);
    // Chosen again in a product form: the upload answers the same file and renews it.
    expect((await storeUploadedImage(dataDir, await picture(210))).url).toBe(chosenAgain!.url);

    expect(await removeUnusedUploads(t.database.db, dataDir)).toBe(2);
    const left = files();
    expect(left).toHaveLength(8);
    expect(left).not.toContain(path.basename(abandoned!.url));
    expect(left).not.toContain(path.basename(abandoned!.gridUrl));
    for (const kept of [main!, galleryPicture!, recent!, chosenAgain!]) expect(left).toEqual(expect.arrayContaining([path.basename(kept.url), path.basename(kept.gridUrl)]));

    expect(await removeUnusedUploads(t.database.db, dataDir)).toBe(0);
  });
});
