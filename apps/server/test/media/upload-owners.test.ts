import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads, products } from '../../src/db/schema';
import { uploadHashOf } from '../../src/modules/media/image-upload';
import { removeUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from '../../src/modules/media/unused-uploads';
import { createSellerWithBrand } from '../support/accounts';
import { multipartFile, pngImage } from '../support/uploads';
import { createCategory } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

const NOT_YOURS = 'This image was uploaded by another seller. Please upload your own picture.';

let t: TestApp;
let sellerA: Awaited<ReturnType<typeof createSellerWithBrand>>;
let sellerB: Awaited<ReturnType<typeof createSellerWithBrand>>;

beforeAll(async () => {
  t = await createTestApp();
  await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  sellerA = await createSellerWithBrand(t.database.db, 'approved');
  sellerB = await createSellerWithBrand(t.database.db, 'approved');
});
afterAll(() => t.close());

const upload = async (bytes: Buffer, cookie: string) => {
  const body = multipartFile(bytes, 'photo.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; gridUrl: string };
};
const saveProduct = (cookie: string, fields: { image: string; gallery?: string[]; name?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/seller/products',
    headers: { cookie },
    payload: {
      name: fields.name ?? 'Printed Lawn Kurta',
      description: 'Two-piece',
      category: 'women',
      price: 250_000,
      originalPrice: null,
      stock: 5,
      image: fields.image,
      gallery: fields.gallery ?? [],
    },
  });
const productCount = async (sellerId: string) =>
  (await t.database.db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId))).length;

describe('an upload address is usable only by the seller who uploaded it', () => {
  it("refuses another seller's upload as the main picture or in the gallery, and saves nothing", async () => {
    const ofA = await upload(await pngImage(300, 300, { r: 10, g: 120, b: 30 }), sellerA.cookie);
    const ownOfB = await upload(await pngImage(300, 300, { r: 10, g: 20, b: 230 }), sellerB.cookie);

    for (const fields of [{ image: ofA.url }, { image: ofA.gridUrl }, { image: ownOfB.url, gallery: [ofA.url] }]) {
      const res = await saveProduct(sellerB.cookie, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.message).toBe(NOT_YOURS);
      expect(Object.values(res.json().error.fields)).toEqual([NOT_YOURS]);
    }
    expect(await productCount(sellerB.user.id)).toBe(0);

    expect((await saveProduct(sellerA.cookie, { image: ofA.url })).statusCode).toBe(201);
    expect((await saveProduct(sellerB.cookie, { image: ownOfB.url })).statusCode).toBe(201);
  });

  it('lets a seller who uploads the same photo use it: the address is then theirs too', async () => {
    const photo = await pngImage(320, 240, { r: 250, g: 200, b: 10 });
    const ofA = await upload(photo, sellerA.cookie);
    expect((await saveProduct(sellerB.cookie, { image: ofA.url, name: 'Yellow Dupatta' })).statusCode).toBe(400);
    const ofB = await upload(photo, sellerB.cookie);
    expect(ofB.url).toBe(ofA.url);
    expect((await saveProduct(sellerB.cookie, { image: ofB.url, name: 'Yellow Dupatta' })).statusCode).toBe(201);
  });

  it("refuses another seller's upload as a brand logo", async () => {
    const ofA = await upload(await pngImage(200, 200, { r: 90, g: 0, b: 90 }), sellerA.cookie);
    const profile = {
      brandName: `Brand ${sellerB.brand.slug}`,
      businessDescription: 'Hand-made clothes',
      storeCategory: 'Clothing & Apparel',
      website: '',
    };
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/profile',
      headers: { cookie: sellerB.cookie },
      payload: { ...profile, logo: ofA.gridUrl },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message: NOT_YOURS, fields: { logo: NOT_YOURS } });
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/profile',
      headers: { cookie: sellerA.cookie },
      payload: { ...profile, brandName: `Brand ${sellerA.brand.slug}`, logo: ofA.gridUrl },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('forgets who uploaded a picture once the sweep has removed it', async () => {
    const abandoned = await upload(await pngImage(100, 100, { r: 1, g: 2, b: 3 }), sellerA.cookie);
    const hash = uploadHashOf(abandoned.url)!;
    const owners = async () =>
      (await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.hash, hash))).map((row) => row.uploaderId);
    expect(await owners()).toEqual([sellerA.user.id]);

    const later = Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000;
    await removeUnusedUploads(t.database.db, t.app.media, later);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', 'uploads', `${hash}.webp`))).toBe(false);
    expect(await owners()).toEqual([]);
    const res = await saveProduct(sellerA.cookie, { image: abandoned.url, name: 'Gone' });
    expect(res.json().error.message).toBe('Upload the image again: it was not found on the server');
  });
});
