import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../src/background-jobs';
import { products } from '../../src/db/schema';
import type { JobRunner } from '../../src/modules/jobs/job-runner';
import { caller, createAdmin, sessionCookie } from '../support/accounts';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
let cookie: string;
let jobs: JobRunner;
let women: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  women = await createCategory(db, { name: 'Women', slug: 'women' });
  await createCategory(db, { name: 'Footwear', slug: 'footwear' });
  cookie = await sessionCookie(db, (await createAdmin(db)).id);
  asAdmin = caller(t, cookie);
  jobs = createBackgroundJobs(t.app);
});
afterAll(() => t.close());

/** Uploads a feed as the imports page does, imports all of it, and answers its preview and report. */
async function importFeed(content: string, format: 'csv' | 'json' = 'csv') {
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/feeds?format=${format}`,
    headers: { cookie, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(content),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { feedId, preview } = uploaded.json().data;
  const started = await asAdmin('POST', '/api/admin/imports/save', { feed: { id: feedId }, defaultCategory: 'women' });
  expect(started.statusCode, started.body).toBe(202);
  await jobs.runDueJobs();
  const job = (await asAdmin('GET', `/api/admin/imports/jobs/${started.json().data.id}`)).json().data;
  expect(job.status).toBe('done');
  return { preview, report: job.report };
}

async function productAt(url: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.sourceUrl, url));
  const read = await asAdmin('GET', `/api/admin/products/${row!.id}`);
  expect(read.statusCode).toBe(200);
  return read.json().data as { id: string; stock: number; sizes: string[]; colors: string[]; variants: unknown[] };
}

// Shopify's product export: the product's fields on its first row, one row per variant, a row with only a picture.
const shopify = (mediumNavy: number) =>
  [
    'Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,url',
    `lawn-kurta,Lawn Kurta,<p>Printed</p>,Khaadi,Women,Size,S,Color,Navy,3,2999,4500,https://cdn.example.pk/kurta.jpg,https://shop.example.pk/products/lawn-kurta`,
    `lawn-kurta,,,,,,M,,Navy,${mediumNavy},2999,4500,,`,
    'lawn-kurta,,,,,,S,,Beige,0,2999,4500,,',
    'lawn-kurta,,,,,,M,,Beige,5,2999,4500,,',
    'lawn-kurta,,,,,,,,,,,,https://cdn.example.pk/kurta-back.jpg,',
    '',
  ].join('\n');

describe('importing stock per size', () => {
  it("splits a new product from Shopify's variant rows, each size and colour with its stock", async () => {
    const { preview, report } = await importFeed(shopify(2));
    expect(preview.refused).toEqual([]);
    expect(preview.candidates).toHaveLength(1);
    expect(preview.candidates[0]).toMatchObject({
      row: 2,
      candidate: {
        name: 'Lawn Kurta',
        price: 299_900,
        originalPrice: 450_000,
        sizes: ['S', 'M'],
        colors: ['Navy', 'Beige'],
        stock: 10,
        images: ['https://cdn.example.pk/kurta.jpg', 'https://cdn.example.pk/kurta-back.jpg'],
      },
    });
    expect(report.imported).toEqual([expect.objectContaining({ row: 2, action: 'created' })]);
    const kurta = await productAt('https://shop.example.pk/products/lawn-kurta');
    expect(kurta).toMatchObject({ stock: 10, sizes: ['S', 'M'], colors: ['Navy', 'Beige'] });
    expect(kurta.variants).toEqual([
      { size: 'S', color: 'Navy', stock: 3 },
      { size: 'S', color: 'Beige', stock: 0 },
      { size: 'M', color: 'Navy', stock: 2 },
      { size: 'M', color: 'Beige', stock: 5 },
    ]);
  });

  it("sets each size to the feed's stock when the product is imported again, its stock their sum", async () => {
    const { report } = await importFeed(shopify(0));
    expect(report.imported).toEqual([expect.objectContaining({ action: 'updated' })]);
    const kurta = await productAt('https://shop.example.pk/products/lawn-kurta');
    expect(kurta.stock).toBe(8);
    expect(kurta.variants).toContainEqual({ size: 'M', color: 'Navy', stock: 0 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, kurta.id));
    expect(row!.stock).toBe(8);
  });

  it('reads a variant_stock column, and imports a product without one as before', async () => {
    const csv = [
      'url,name,price,image,category,stock,sizes,variant_stock',
      'https://shop.example.pk/p/sandal,Sandal,1999,https://cdn.example.pk/s.jpg,Footwear,,,39:0|40:4|41:1',
      'https://shop.example.pk/p/slipper,Slipper,999,https://cdn.example.pk/sl.jpg,Footwear,7,"40,41",',
      '',
    ].join('\n');
    const { report } = await importFeed(csv);
    expect(report.refused).toEqual([]);
    const sandal = await productAt('https://shop.example.pk/p/sandal');
    expect(sandal).toMatchObject({ stock: 5, sizes: ['39', '40', '41'] });
    expect(sandal.variants).toEqual([
      { size: '39', color: '', stock: 0 },
      { size: '40', color: '', stock: 4 },
      { size: '41', color: '', stock: 1 },
    ]);
    const slipper = await productAt('https://shop.example.pk/p/slipper');
    expect(slipper).toMatchObject({ stock: 7, sizes: ['40', '41'], variants: [] });
  });

  it('refuses a product whose variant row is wrong, naming that row, and imports the others', async () => {
    const csv = [
      'url,name,price,image,category,size,color,stock',
      'https://shop.example.pk/p/shawl,Shawl,2500,https://cdn.example.pk/sh.jpg,Women,,Red,2',
      'https://shop.example.pk/p/shawl,,,,,,Green,many',
      'https://shop.example.pk/p/dupatta,Dupatta,1500,https://cdn.example.pk/d.jpg,Women,,Red,1',
      'https://shop.example.pk/p/dupatta,,,,,,Red,4',
      'https://shop.example.pk/p/scarf,Scarf,900,https://cdn.example.pk/sc.jpg,Women,,Red,1',
      'https://shop.example.pk/p/scarf,,,,,,Blue,0',
      '',
    ].join('\n');
    const json = JSON.stringify([
      {
        url: 'https://shop.example.pk/p/cap',
        name: 'Cap',
        price: 500,
        image: 'https://cdn.example.pk/c.jpg',
        variant_stock: 'S:1|M:-2',
      },
    ]);
    const jsonImport = await importFeed(json, 'json');
    expect(jsonImport.preview.refused).toEqual([
      {
        row: 1,
        source: 'https://shop.example.pk/p/cap',
        reason: 'variant_stock: Stock of size M must be a whole number, like S:3 (M:-2)',
      },
    ]);
    const { preview, report } = await importFeed(csv);
    expect(preview.refused).toEqual([
      {
        row: 3,
        source: 'https://shop.example.pk/p/shawl',
        reason: 'stock of Green must be a whole number: many',
      },
      { row: 5, source: 'https://shop.example.pk/p/dupatta', reason: 'Red is on row 4 already' },
    ]);
    expect(report.refused.map((refused: { row: number }) => refused.row)).toEqual([3, 5]);
    expect(report.imported).toEqual([expect.objectContaining({ row: 6, action: 'created' })]);
    const scarf = await productAt('https://shop.example.pk/p/scarf');
    expect(scarf).toMatchObject({ stock: 1, sizes: [], colors: ['Red', 'Blue'] });
    expect(scarf.variants).toEqual([
      { size: '', color: 'Red', stock: 1 },
      { size: '', color: 'Blue', stock: 0 },
    ]);
  });

  it('refuses previewed rows whose stock per size names a size the product does not offer', async () => {
    const started = await asAdmin('POST', '/api/admin/imports/save', {
      defaultCategory: 'women',
      rows: [
        {
          row: 1,
          candidate: {
            sourceUrl: 'https://shop.example.pk/p/tampered',
            name: 'Tampered',
            price: 10_000,
            images: ['https://cdn.example.pk/t.jpg'],
            sizes: ['S'],
            variantStock: [{ size: 'XL', color: '', stock: 4 }],
          },
        },
      ],
    });
    expect(started.statusCode).toBe(202);
    await jobs.runDueJobs();
    const job = (await asAdmin('GET', `/api/admin/imports/jobs/${started.json().data.id}`)).json().data;
    expect(job.report.refused).toEqual([
      {
        row: 1,
        source: 'https://shop.example.pk/p/tampered',
        reason: 'stock is given for size "XL", which is not among the sizes',
      },
    ]);
  });
});

describe("the admin's products with a size sold out", () => {
  it('lists only products with a size or colour sold out, and counts them', async () => {
    const plain = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Plain Tote', sizes: [], colors: [] },
    );
    const list = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/products${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const all = await list('');
    expect(all.data.map((p: { name: string }) => p.name)).toContain(plain.name);
    const soldOut = await list('?stock=sold-out');
    expect(soldOut.data.map((p: { name: string }) => p.name).sort()).toEqual(['Lawn Kurta', 'Sandal', 'Scarf']);
    expect(soldOut.total).toBe(3);
    const kurta = soldOut.data.find((p: { name: string }) => p.name === 'Lawn Kurta');
    expect(kurta.variants).toContainEqual({ size: 'S', color: 'Beige', stock: 0 });
    expect((await list('?stock=sold-out&q=sandal')).data.map((p: { name: string }) => p.name)).toEqual(['Sandal']);
    expect((await asAdmin('GET', '/api/admin/products?stock=low')).statusCode).toBe(400);
  });

  it('puts the stock per size and the sold-out sizes in the CSV export, as the import reads them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv?stock=sold-out&q=sandal',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const [header, sandal] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Stock,Stock per size,Sold out');
    expect(sandal).toContain('5,39:0|40:4|41:1,39');
  });
});
