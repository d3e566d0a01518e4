import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { sitemapPlan } from '../../src/routes/web/sitemap';
import { createBanner, createBrand, createCategory, createProduct } from '../support/factories';
import { createSellerWithBrand } from '../seller/seller-factories';
import { testConfig } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

// A stand-in for the built web app: its own title, description and a preview tag that pages replace.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>OnSale — discounted fashion</title>
    <meta name="description" content="The shop's default description" />
    <meta property="og:title" content="Default preview" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const PUBLIC_URL = 'https://onsale.example';

let app: FastifyInstance;
let database: DatabaseHandle;
let webDir: string;
let dataDir: string;
const slugs: Record<string, string> = {};
let inStockId = '';

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  database = await createTestDatabase();
  const config = testConfig({ publicUrl: PUBLIC_URL });
  dataDir = config.dataDir;
  app = await buildApp({ config, database, webDistDir: webDir });
  await app.ready();

  const db = database.db;
  const men = await createCategory(db, { name: 'Men', slug: 'men', position: 1 });
  const kurta = await createCategory(db, { name: 'Kurta & Shalwar', slug: 'men-kurta', parentId: men.id, position: 1 });
  const khaadi = await createBrand(db, { name: 'Khaadi', slug: 'khaadi' });
  await createBanner(db, { title: 'Eid Sale', image: '/media/eid-sale.webp', position: 0 });
  await createBanner(db, { title: 'Summer', image: '/media/summer.webp', position: 1 });
  const tricky = await createProduct(
    db,
    { category: kurta, topCategory: men, brand: khaadi },
    { name: 'Kurta "Eid" <Special> & Co </script>', description: 'Cotton </script><script>alert(1)</script>', price: 199_900, originalPrice: 299_900, stock: 5, gallery: ['/media/back.webp'] },
  );
  const soldOut = await createProduct(db, { category: men, brand: khaadi }, { name: 'Plain Shirt', price: 150_000, originalPrice: 200_000, stock: 0 });
  await createProduct(db, { category: men }, { name: 'Denim Jeans', price: 100_000, originalPrice: null });
  // A seller waiting for approval: the shop shows neither the product nor the brand, so the counts below leave it out.
  const pending = await createSellerWithBrand(db, 'pending', { brandName: 'Awaiting Approval' });
  const hidden = await createProduct(db, { category: kurta, topCategory: men, brand: pending.brand }, { name: 'Hidden Kurta', source: 'seller', sellerId: pending.user.id });
  Object.assign(slugs, { tricky: tricky.slug, soldOut: soldOut.slug, hidden: hidden.slug });
  inStockId = tricky.id;
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page, parsed as a crawler would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('GET /', () => {
  it("keeps the build's title and description, adds the preview tags and preloads the banners and the first banner's picture", async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(count(html, /<title>/g)).toBe(1);
    expect(html).toContain('<title>OnSale — discounted fashion</title>');
    expect(html).toContain(`<meta name="description" content="The shop's default description" />`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(html).toContain('<meta property="og:title" content="OnSale — discounted fashion" />');
    expect(html).toContain('<meta property="og:description" content="The shop&#39;s default description" />');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/eid-sale.webp" />`);
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/banners" crossorigin="anonymous" />');
    expect(html).toContain('<link rel="preload" as="image" href="/media/eid-sale.webp" fetchpriority="high" />');
    expect(html).not.toContain('Default preview');
  });
});

describe('GET /product/:slug', () => {
  it('answers the app with the product title, description, canonical link and Open Graph tags in the head, escaped', async () => {
    const res = await get(`/product/${slugs.tricky}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(count(html, /<title>/g)).toBe(1);
    expect(html).toContain('<title>Kurta &quot;Eid&quot; &lt;Special&gt; &amp; Co &lt;/script&gt; | OnSale</title>');
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(html).toContain('<meta name="description" content="Kurta &quot;Eid&quot; &lt;Special&gt; &amp; Co &lt;/script&gt; by Khaadi for Rs. 1,999 (33% off). Cotton &lt;/script&gt;');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${slugs.tricky}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/product.webp" />`);
    expect(html).not.toContain('Default preview');
    expect(html).not.toContain("The shop's default description");
    // The app itself is untouched: its script still loads.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries schema.org Product JSON-LD with the price in rupees, PKR and availability, that no text can break out of', async () => {
    const html = (await get(`/product/${slugs.tricky}`)).body;
    // Only the two real script elements close: the name and description cannot end the JSON-LD block.
    expect(count(html, /<\/script>/g)).toBe(2);
    expect(html).not.toContain('<script>alert(1)');
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kurta "Eid" <Special> & Co </script>',
      description: 'Cotton </script><script>alert(1)</script>',
      image: [`${PUBLIC_URL}/media/product.webp`, `${PUBLIC_URL}/media/back.webp`],
      brand: { '@type': 'Brand', name: 'Khaadi' },
      offers: { '@type': 'Offer', priceCurrency: 'PKR', price: 1999, availability: 'https://schema.org/InStock', url: `${PUBLIC_URL}/product/${slugs.tricky}` },
    });
  });

  it('preloads what the app asks for first: the product as JSON, at the address the app uses, and its main picture', async () => {
    const html = (await get(`/product/${inStockId}`)).body;
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/products/${inStockId}" crossorigin="anonymous" />`);
    expect(html).toContain('<link rel="preload" as="image" href="/media/product.webp" fetchpriority="high" />');
  });

  it('says OutOfStock for a product with no stock, and links a product opened by id to its slug', async () => {
    const [soldOut] = jsonLd((await get(`/product/${slugs.soldOut}`)).body);
    expect(soldOut).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock', price: 1500 } });
    const byId = (await get(`/product/${inStockId}`)).body;
    expect(byId).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${slugs.tricky}" />`);
  });

  it('answers an unknown product with the plain app and a 404 status, so the app shows its own not-found page', async () => {
    const res = await get('/product/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers a product the shop hides (its seller not approved yet) as an unknown one, with nothing of it in the head', async () => {
    const res = await get(`/product/${slugs.hidden}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe('GET /category/:slug', () => {
  it('puts the category title, product count, canonical link and Open Graph tags in the head', async () => {
    const res = await get('/category/men?sort=price-asc');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Men | OnSale</title>');
    expect(html).toContain(`<meta name="description" content="Shop Men on sale at OnSale: 3 discounted products from Pakistan&#39;s brands, cash on delivery." />`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/category/men" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(jsonLd(html)).toEqual([]);
  });

  it('escapes a sub-category name and answers an unknown category with the plain app and a 404', async () => {
    expect((await get('/category/men-kurta')).body).toContain('<title>Kurta &amp; Shalwar | OnSale</title>');
    const missing = await get('/category/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the home page, every category, brand and product at the public address', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/category/men`, `${PUBLIC_URL}/category/men-kurta`, `${PUBLIC_URL}/brand/khaadi`, `${PUBLIC_URL}/product/${slugs.tricky}`, `${PUBLIC_URL}/product/${slugs.soldOut}`]),
    );
    expect(locs).toHaveLength(1 + 2 + 1 + 3);
    expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/product/${slugs.soldOut}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('serves the shop pages and the product files that an index lists', async () => {
    const pages = await get('/sitemaps/pages.xml');
    expect(pages.statusCode).toBe(200);
    const pageLocs = [...pages.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(pageLocs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/category/men-kurta`, `${PUBLIC_URL}/brand/khaadi`]));
    expect(pageLocs.some((loc) => loc!.includes('/product/'))).toBe(false);

    const products = await get('/sitemaps/products-1.xml');
    expect(products.statusCode).toBe(200);
    expect(products.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect([...products.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toHaveLength(3);
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBe(400);
  });

  it('becomes an index once the addresses do not fit in one file', () => {
    expect(sitemapPlan(40, 49_960)).toEqual({ kind: 'urlset' });
    expect(sitemapPlan(40, 49_961)).toEqual({ kind: 'index', productFiles: 1 });
    expect(sitemapPlan(40, 100_000)).toEqual({ kind: 'index', productFiles: 2 });
    expect(sitemapPlan(40, 100_001)).toEqual({ kind: 'index', productFiles: 3 });
  });

  it('pages through products in batches and stops at the limit, after the ones it skips', async () => {
    const skipped: string[] = [];
    for await (const batch of app.catalogue.productAddresses(10, 1, 1)) skipped.push(...batch.map((product) => product.slug));
    expect(skipped).toHaveLength(2);
    const none: unknown[] = [];
    for await (const batch of app.catalogue.productAddresses(10, 1, 3)) none.push(...batch);
    expect(none).toEqual([]);

    const batches: number[] = [];
    for await (const batch of app.catalogue.productAddresses(2, 1)) batches.push(batch.length);
    expect(batches).toEqual([1, 1]);
    const all: string[] = [];
    for await (const batch of app.catalogue.productAddresses(10, 2)) all.push(...batch.map((product) => product.slug));
    expect(new Set(all).size).toBe(3);
    expect(new Set([...skipped, all[0]]).size).toBe(3);
  });

  it('allows crawling, keeps crawlers out of accounts, the bag and the API, and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /seller', 'Disallow: /api', 'Disallow: /cart', 'Disallow: /checkout', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
  });

  it('answers a missing asset or image with a 404, not the app under a script name', async () => {
    for (const url of ['/assets/index-gone.js', '/media/uploads/gone.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    const page = await app.inject({ method: 'GET', url: '/some/app/route' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
