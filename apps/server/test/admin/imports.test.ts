import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../src/db/schema';
import { isPublicAddress } from '../../src/modules/imports/address-policy';
import { fetchPage } from '../../src/modules/imports/page-fetcher';
import { createBackgroundJobs } from '../../src/background-jobs';
import type { JobRunner } from '../../src/modules/jobs/job-runner';
import { createCategory } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, createAdmin, sessionCookie } from '../support/accounts';

let t: TestApp;
let server: http.Server;
let base: string;
let asAdmin: ReturnType<typeof caller>;
let jobs: JobRunner;
let kurtaPrice = '2,499.00';

const jsonLdPage = () => `<!doctype html><html><head><title>Lawn Suit | Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Shop"},
{"@type":"Product","name":"Embroidered Lawn Suit &amp; Dupatta","description":"<p>Three-piece <b>lawn</b> suit</p>","image":["/img/suit-1.jpg",{"@type":"ImageObject","url":"https://cdn.example.pk/suit-2.jpg"}],
"brand":{"@type":"Brand","name":"Khaadi"},"category":"Women > Lawn",
"offers":{"@type":"Offer","price":"${kurtaPrice}","priceCurrency":"PKR","availability":"https://schema.org/InStock",
"priceSpecification":[{"@type":"UnitPriceSpecification","priceType":"https://schema.org/ListPrice","price":4999}]}}]}</script>
</head><body><h1>Lawn suit</h1></body></html>`;

const openGraphPage = `<html><head>
<meta property="og:type" content="product">
<meta property="og:title" content="Leather Khussa">
<meta content="Hand-made leather khussa" property="og:description">
<meta property='og:image' content='https://cdn.example.pk/khussa.jpg'>
<meta property="product:brand" content="Alkaram">
<meta property="product:price:amount" content="3500">
<meta property="product:sale_price:amount" content="2100">
<meta property="product:price:currency" content="PKR">
</head><body>Khussa</body></html>`;

const malformedPage = `<html><head><script type="application/ld+json">{"@type": "Product", "name": </script><title>Broken`;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/products/lawn-suit')
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(jsonLdPage());
    if (path === '/products/khussa') return response.writeHead(200, { 'content-type': 'text/html' }).end(openGraphPage);
    if (path === '/products/broken') return response.writeHead(200, { 'content-type': 'text/html' }).end(malformedPage);
    if (path === '/moved') return response.writeHead(302, { location: '/products/khussa' }).end();
    if (path === '/picture.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg');
    if (path === '/slow') {
      const timer = setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(openGraphPage), 5000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (path === '/huge') {
      // No content-length: the limit must hold while the body streams in.
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      let sent = 0;
      const write = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return response.once('drain', write);
        }
        response.end();
      };
      response.on('error', () => {});
      return write();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t = await createTestApp({ importAllowPrivate: true });
  const db = t.database.db;
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  await createCategory(db, { name: 'Lawn', slug: 'women-lawn', parentId: women.id });
  await createCategory(db, { name: 'Footwear', slug: 'footwear' });
  const admin = await createAdmin(db);
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
  jobs = createBackgroundJobs(t.app);
});

/** Saves as the admin page does: the import starts as a job, and its report is read once it is done. */
async function saveAndWait(body: unknown) {
  const started = await asAdmin('POST', '/api/admin/imports/save', body);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json().data).toMatchObject({ status: 'queued', report: null });
  await jobs.runDueJobs();
  const job = await asAdmin('GET', `/api/admin/imports/jobs/${started.json().data.id}`);
  expect(job.statusCode).toBe(200);
  expect(job.json().data.status).toBe('done');
  return job.json().data;
}
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('import from a product page', () => {
  it('reads schema.org Product JSON-LD, saves it as a scraped product and shows it in the storefront', async () => {
    const preview = await asAdmin('POST', '/api/admin/imports/preview-url', {
      url: `${base}/products/lawn-suit#reviews`,
    });
    expect(preview.statusCode).toBe(200);
    const [entry] = preview.json().data.candidates;
    expect(entry.existingProductId).toBeNull();
    expect(entry.candidate).toEqual({
      sourceUrl: `${base}/products/lawn-suit`,
      name: 'Embroidered Lawn Suit & Dupatta',
      price: 249_900,
      originalPrice: 499_900,
      brand: 'Khaadi',
      description: 'Three-piece lawn suit',
      images: [`${base}/img/suit-1.jpg`, 'https://cdn.example.pk/suit-2.jpg'],
      category: 'Women > Lawn',
      stock: null,
      sizes: [],
    });
    expect(await t.database.db.select().from(products)).toEqual([]); // a preview writes nothing

    const saved = await saveAndWait({ rows: [{ row: 1, candidate: entry.candidate }], defaultStock: 7 });
    expect(saved.report.refused).toEqual([]);
    expect(saved.progress).toEqual({ total: 1, read: 1, imported: 1, refused: 0, skipped: 0 });
    const [imported] = saved.report.imported;
    expect(imported).toMatchObject({ row: 1, action: 'created', name: 'Embroidered Lawn Suit & Dupatta' });

    const storefront = (await t.app.inject({ method: 'GET', url: `/api/products/${imported.productId}` })).json().data;
    // the page's original price was never charged here: shoppers see no discount, the claim is kept (decision 0031)
    expect(storefront).toMatchObject({
      source: 'scraped',
      website: '127.0.0.1',
      brand: 'Khaadi',
      price: 249_900,
      originalPrice: null,
      discountPercent: 0,
      onSale: false,
      claimedOriginalPrice: 499_900,
      claimedDiscountPercent: 50,
      discountCorrected: true,
      stock: 7,
      category: 'women',
    });
    expect(storefront.subcategory).toEqual({ slug: 'women-lawn', name: 'Lawn' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, imported.productId));
    expect(audit.map((a) => a.action)).toEqual(['product.import']);
  });

  it('updates the same product when its page is imported again', async () => {
    kurtaPrice = '1999';
    const preview = (
      await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/products/lawn-suit?utm_source=mail` })
    ).json().data;
    const [before] = await t.database.db.select().from(products);
    expect(preview.candidates[0].existingProductId).toBe(before!.id);
    const saved = (
      await saveAndWait({ rows: [{ row: 1, candidate: preview.candidates[0].candidate }], defaultStock: 50 })
    ).report;
    expect(saved.imported[0]).toMatchObject({ productId: before!.id, action: 'updated' });
    const rows = await t.database.db.select().from(products);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      price: 199_900,
      stock: 7,
      slug: before!.slug,
      claimedDiscountPercent: 60,
      discountCorrection: 'never-charged',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${before!.id}` })).json().data.price).toBe(199_900);
  });

  it('reads Open Graph product tags, following a redirect', async () => {
    const res = await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/moved` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.candidates[0].candidate).toMatchObject({
      sourceUrl: `${base}/products/khussa`,
      name: 'Leather Khussa',
      description: 'Hand-made leather khussa',
      brand: 'Alkaram',
      price: 210_000,
      originalPrice: 350_000,
      images: ['https://cdn.example.pk/khussa.jpg'],
    });
  });

  it('refuses a page without a readable product, and a page that is not a web page', async () => {
    const broken = await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/products/broken` });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.message).toMatch(/^No product found on the page/);
    const image = await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/picture.jpg` });
    expect(image.statusCode).toBe(422);
    expect(image.json().error.message).toBe('The address is not a web page (image/jpeg)');
    const missing = await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/nothing` });
    expect(missing.json().error.message).toBe('The page answered with status 404');
    const notUrl = await asAdmin('POST', '/api/admin/imports/preview-url', { url: 'ftp://example.pk/x' });
    expect(notUrl.statusCode).toBe(400);
  });

  it('stops reading a page larger than the limit', async () => {
    const res = await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/huge` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('The page is larger than 2 MB');
  });

  it('gives up on a page that does not answer in time', async () => {
    const started = Date.now();
    await expect(fetchPage(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 })).rejects.toThrow(
      'The page did not answer within 0.3 seconds',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses loopback and private addresses unless IMPORT_ALLOW_PRIVATE is set', async () => {
    const strict = await createTestApp();
    try {
      const admin = await createAdmin(strict.database.db);
      const asStrictAdmin = caller(strict, await sessionCookie(strict.database.db, admin.id));
      for (const url of [
        `${base}/products/lawn-suit`,
        `http://localhost:${new URL(base).port}/products/lawn-suit`,
        'http://[::1]/',
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.7/',
      ]) {
        const res = await asStrictAdmin('POST', '/api/admin/imports/preview-url', { url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toBe(
          'Addresses on private networks and this server itself cannot be imported from',
        );
      }
    } finally {
      await strict.close();
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '203.99.1.1', '2a00:1450:4001:80b::200e'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('import from a feed', () => {
  const csv = [
    'URL,Name,Price,Sale Price,Brand,Image Link,Product Type,Stock,Sizes',
    'https://shop.example.pk/p/1,"Sneakers, white",4500,2999,Outfitters,https://cdn.example.pk/1.jpg,Footwear,12,"40,41,42"',
    'https://shop.example.pk/p/2,Sandals,abc,,Bata,https://cdn.example.pk/2.jpg,Footwear,3,',
    ',Loafers,3000,,Bata,https://cdn.example.pk/3.jpg,Footwear,3,',
    'https://shop.example.pk/p/4,,3000,,Bata,https://cdn.example.pk/4.jpg,Footwear,3,',
    'https://shop.example.pk/p/1,Sneakers again,4500,,Outfitters,https://cdn.example.pk/1.jpg,Footwear,1,',
    'https://shop.example.pk/p/6,Peshawari chappal,3200,,Bata,,Footwear,2,',
    'https://shop.example.pk/p/7,"Khussa ""gold""",2800,,Bata,https://cdn.example.pk/7.jpg,Gadgets,-1,',
    'https://shop.example.pk/p/8,Slippers,900,,,https://cdn.example.pk/8.jpg,Gadgets,,',
    '',
  ].join('\r\n');

  it('previews good rows and reports each bad row with its line and reason', async () => {
    const res = await asAdmin('POST', '/api/admin/imports/preview-feed', { format: 'csv', content: csv });
    expect(res.statusCode).toBe(200);
    const { candidates, refused } = res.json().data;
    expect(candidates.map((c: { row: number }) => c.row)).toEqual([2, 9]);
    expect(candidates[0].candidate).toMatchObject({
      name: 'Sneakers, white',
      price: 299_900,
      originalPrice: 450_000,
      brand: 'Outfitters',
      stock: 12,
      sizes: ['40', '41', '42'],
      category: 'Footwear',
    });
    expect(candidates[0]).toMatchObject({ categoryFound: true, refusal: null });
    expect(candidates[1]).toMatchObject({
      categoryFound: false,
      refusal: 'category "Gadgets" is not in the catalogue: choose a default category',
      warnings: [],
    });
    expect(refused).toEqual([
      { row: 3, source: 'https://shop.example.pk/p/2', reason: 'price is not a number: abc' },
      { row: 4, source: 'Loafers', reason: 'url is required (the product page it comes from)' },
      { row: 5, source: 'https://shop.example.pk/p/4', reason: 'name is required' },
      { row: 6, source: 'https://shop.example.pk/p/1', reason: 'the same url is on row 2' },
      { row: 7, source: 'https://shop.example.pk/p/6', reason: 'image is required' },
      { row: 8, source: 'https://shop.example.pk/p/7', reason: 'stock must be a whole number: -1' },
    ]);
  });

  it('saves the rows it can and refuses the others in the report', async () => {
    const preview = (await asAdmin('POST', '/api/admin/imports/preview-feed', { format: 'csv', content: csv })).json()
      .data;
    const rows = [
      ...preview.candidates.map((c: { row: number; candidate: unknown }) => ({ row: c.row, candidate: c.candidate })),
      {
        row: 99,
        candidate: {
          sourceUrl: 'https://shop.example.pk/p/99',
          name: 'Tampered',
          price: -5,
          images: ['https://cdn.example.pk/x.jpg'],
        },
      },
    ];
    const withoutDefault = (await saveAndWait({ rows })).report;
    expect(withoutDefault.imported.map((r: { row: number }) => r.row)).toEqual([2]);
    expect(withoutDefault.refused).toEqual([
      {
        row: 9,
        source: 'https://shop.example.pk/p/8',
        reason: 'category "Gadgets" is not in the catalogue: choose a default category',
      },
      { row: 99, source: 'https://shop.example.pk/p/99', reason: 'price must not be negative' },
    ]);
    const withDefault = (await saveAndWait({ rows: rows.slice(0, 2), defaultCategory: 'footwear', defaultStock: 5 }))
      .report;
    expect(withDefault.imported.map((r: { action: string }) => r.action)).toEqual(['updated', 'created']);
    const [slippers] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.sourceUrl, 'https://shop.example.pk/p/8'));
    expect(slippers).toMatchObject({
      website: 'shop.example.pk',
      brandName: 'shop.example.pk',
      stock: 5,
      source: 'scraped',
    });
  });

  it('reads a JSON feed and refuses a malformed one with a clear message', async () => {
    const json = JSON.stringify({
      products: [
        {
          link: 'https://shop.example.pk/j/1',
          title: 'Watch',
          price: 12000,
          image: ['https://cdn.example.pk/w.jpg'],
          category: 'footwear',
        },
        'not an object',
      ],
    });
    const res = (await asAdmin('POST', '/api/admin/imports/preview-feed', { format: 'json', content: json })).json()
      .data;
    expect(res.candidates[0].candidate).toMatchObject({
      name: 'Watch',
      price: 1_200_000,
      images: ['https://cdn.example.pk/w.jpg'],
    });
    expect(res.refused).toEqual([{ row: 2, source: '', reason: 'url is required (the product page it comes from)' }]);
    for (const [format, content, message] of [
      ['json', '{"products": ', 'The JSON feed is not valid JSON'],
      ['json', '{"a": 1}', 'The JSON feed must be a list of products, or an object with a products list'],
      [
        'csv',
        'just,a,header\n1,2,3',
        "The CSV file's header row has no url (or link) column and no price column (it names just, a, header)",
      ],
      ['csv', 'url,name,price\n"https://x.pk,open', 'The CSV file ends inside a quoted field: a closing " is missing'],
    ]) {
      const bad = await asAdmin('POST', '/api/admin/imports/preview-feed', { format, content });
      expect(bad.statusCode, content).toBe(400);
      expect(bad.json().error.message).toBe(message);
    }
  });
});
