import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { sitemapPlan } from '../../src/routes/web/sitemap';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema';
import { createBanner, createBrand, createCategory, createProduct } from '../support/catalogue';
import { createSellerWithBrand } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// A stand-in for the built web app's page: its own title and description, which rendered pages replace.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>OnSale — discounted fashion</title>
    <meta name="description" content="The shop's default description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--><header>Before the app</header><!--/app-html--></div>
  </body>
</html>
`;

const PUBLIC_URL = 'https://onsale.example';

let t: TestApp;
let app: FastifyInstance;
let database: DatabaseHandle;
const slugs: Record<string, string> = {};
let inStockId = '';

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL }, { webIndexHtml: INDEX_HTML });
  ({ app, database } = t);

  const db = database.db;
  const men = await createCategory(db, { name: 'Men', slug: 'men', position: 1 });
  const kurta = await createCategory(db, { name: 'Kurta & Shalwar', slug: 'men-kurta', parentId: men.id, position: 1 });
  const khaadi = await createBrand(db, { name: 'Khaadi', slug: 'khaadi' });
  await createBanner(db, { title: 'Eid Sale', image: '/media/eid-sale.webp', position: 0 });
  await createBanner(db, { title: 'Summer', image: '/media/summer.webp', position: 1 });
  const tricky = await createProduct(
    db,
    { category: kurta, topCategory: men, brand: khaadi },
    {
      name: 'Kurta "Eid" <Special> & Co </script>',
      description: 'Cotton </script><script>alert(1)</script>',
      price: 199_900,
      originalPrice: 299_900,
      stock: 5,
      gallery: ['/media/back.webp'],
    },
  );
  const soldOut = await createProduct(
    db,
    { category: men, brand: khaadi },
    { name: 'Plain Shirt', price: 150_000, originalPrice: 200_000, stock: 0 },
  );
  await createProduct(db, { category: men }, { name: 'Denim Jeans', price: 100_000, originalPrice: null });
  // A seller waiting for approval: the shop shows neither the product nor the brand, so the counts below leave it out.
  const pending = await createSellerWithBrand(db, 'pending', { brandName: 'Awaiting Approval' });
  const hidden = await createProduct(
    db,
    { category: kurta, topCategory: men, brand: pending.brand },
    { name: 'Hidden Kurta', source: 'seller', sellerId: pending.user.id },
  );
  Object.assign(slugs, { tricky: tricky.slug, soldOut: soldOut.slug, hidden: hidden.slug });
  inStockId = tricky.id;
});

afterAll(() => t?.close());

const get = (url: string) => app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page, parsed as a crawler would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/** The page's <head> as a crawler reads it: the title, and each meta tag's and link's value, decoded. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));
  const meta = (key: string) =>
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\s*\/?>/g)]
      .filter((match) => match[1] === key)
      .map((match) => decode(match[2]!));
  const links = (rel: string) =>
    [...head.matchAll(/<link [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(`rel="${rel}"`));
  return { head, titles, meta, links };
}

/** The data the page carries for the browser, by query key. */
function stateOf(html: string): Map<string, unknown> {
  const json = /<script type="application\/json" id="onsale-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return new Map();
  const state = JSON.parse(json) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
  return new Map(state.queries.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
}

/** The page rendered in #root, without its head and data. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="onsale-state">'));

describe('GET /', () => {
  it('answers the home page rendered on the server: its title, description and preview tags in the head, and the first banner preloaded as the page’s largest picture', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const { titles, meta, links } = headOf(res.body);
    expect(titles).toEqual(['OnSale']);
    expect(meta('description')).toEqual([
      expect.stringContaining(
        "Real deals on clothing, footwear, accessories and beauty from Pakistan's favourite brands",
      ),
    ]);
    expect(links('canonical')).toEqual([`<link rel="canonical" href="${PUBLIC_URL}/"/>`]);
    expect(meta('og:title')).toEqual(['OnSale']);
    expect(meta('og:description')).toEqual(meta('description'));
    expect(meta('og:image')).toEqual([`${PUBLIC_URL}/media/eid-sale.webp`]);
    expect(
      links('preload').filter((tag) => tag.includes('as="image"') && tag.includes('href="/media/eid-sale.webp"')),
    ).toHaveLength(1);
    expect(res.body).not.toContain("The shop's default description");
  });

  it('shows the banners and the deals before any script runs, and carries their data so that the browser does not ask again', async () => {
    const html = (await get('/')).body;
    const root = rootOf(html);
    expect(root).not.toContain('Before the app');
    expect(root).toContain('Eid Sale');
    expect(root).toContain('src="/media/eid-sale.webp"');
    expect(root).toMatch(/<a [^>]*href="\/product\/[^"]+"/);
    expect(root).toContain('Rs. 1,999');
    const state = stateOf(html);
    expect(state.get('["banners"]')).toEqual([
      expect.objectContaining({ title: 'Eid Sale' }),
      expect.objectContaining({ title: 'Summer' }),
    ]);
    expect(state.get('["categories"]')).toEqual([expect.objectContaining({ slug: 'men' })]);
    // The app's script still loads, to hydrate the page.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });
});

describe('GET /product/:slug', () => {
  it('answers the product page with its title, description, canonical link and Open Graph tags in the head, escaped', async () => {
    const res = await get(`/product/${slugs.tricky}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const { head, titles, meta, links } = headOf(res.body);
    expect(titles).toEqual(['Kurta "Eid" <Special> & Co </script> | OnSale']);
    expect(head).toContain('<title>Kurta &quot;Eid&quot; &lt;Special&gt; &amp; Co &lt;/script&gt; | OnSale</title>');
    expect(meta('description')).toHaveLength(1);
    expect(meta('description')[0]).toMatch(
      /^Kurta "Eid" <Special> & Co <\/script> by Khaadi for Rs\. 1,999 \(33% off\)\. Cotton <\/script>/,
    );
    expect(links('canonical')).toEqual([`<link rel="canonical" href="${PUBLIC_URL}/product/${slugs.tricky}"/>`]);
    expect(meta('og:type')).toEqual(['product']);
    expect(meta('og:image')).toEqual([`${PUBLIC_URL}/media/product.webp`]);
    expect(res.body).not.toContain("The shop's default description");
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });

  it('shows the product, its price, stock and links before any script runs, and carries its data for the browser', async () => {
    const html = (await get(`/product/${slugs.tricky}`)).body;
    const root = rootOf(html);
    expect(root).toContain(
      '<h1 class="product-title">Kurta &quot;Eid&quot; &lt;Special&gt; &amp; Co &lt;/script&gt;</h1>',
    );
    expect(root).toContain('Rs. 1,999');
    expect(root).toContain('Only 5 left in stock');
    expect(root).toContain('href="/category/men"');
    expect(stateOf(html).get(JSON.stringify(['product', slugs.tricky]))).toMatchObject({
      id: inStockId,
      price: 199_900,
      stock: 5,
    });
  });

  it('carries schema.org Product JSON-LD with the price in rupees, PKR and availability, that no text can break out of', async () => {
    const html = (await get(`/product/${slugs.tricky}`)).body;
    // Only the three real script elements close (the app, the JSON-LD and the page's data): no text can end one.
    expect(count(html, /<\/script>/g)).toBe(3);
    expect(html).not.toContain('<script>alert(1)');
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kurta "Eid" <Special> & Co </script>',
      description: 'Cotton </script><script>alert(1)</script>',
      image: [`${PUBLIC_URL}/media/product.webp`, `${PUBLIC_URL}/media/back.webp`],
      brand: { '@type': 'Brand', name: 'Khaadi' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PKR',
        price: 1999,
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/product/${slugs.tricky}`,
      },
    });
  });

  it('preloads its main picture with the HTML', async () => {
    const { links } = headOf((await get(`/product/${inStockId}`)).body);
    expect(
      links('preload').filter(
        (tag) =>
          tag.includes('as="image"') &&
          tag.includes('href="/media/product.webp"') &&
          tag.includes('fetchPriority="high"'),
      ),
    ).toHaveLength(1);
  });

  it('says OutOfStock for a product with no stock, and links a product opened by id to its slug', async () => {
    const [soldOut] = jsonLd((await get(`/product/${slugs.soldOut}`)).body);
    expect(soldOut).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock', price: 1500 } });
    const byId = headOf((await get(`/product/${inStockId}`)).body);
    expect(byId.links('canonical')).toEqual([`<link rel="canonical" href="${PUBLIC_URL}/product/${slugs.tricky}"/>`]);
  });

  it('never shows a price or stock that changed: the cached page is forgotten with the product', async () => {
    const before = await get(`/product/${slugs.tricky}`);
    const again = await app.inject({
      method: 'GET',
      url: `/product/${slugs.tricky}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await database.db.update(products).set({ price: 189_900, stock: 2 }).where(eq(products.id, inStockId));
    app.catalogue.changed({ productIds: [inStockId], listsChanged: true });
    const after = await get(`/product/${slugs.tricky}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(rootOf(after.body)).toContain('Rs. 1,899');
    expect(rootOf(after.body)).toContain('Only 2 left in stock');
    expect(rootOf((await get('/')).body)).toContain('Rs. 1,899');
    await database.db.update(products).set({ price: 199_900, stock: 5 }).where(eq(products.id, inStockId));
    app.catalogue.changed({ productIds: [inStockId], listsChanged: true });
    expect(rootOf((await get(`/product/${slugs.tricky}`)).body)).toContain('Rs. 1,999');
  });

  it('answers an unknown product with the plain app and a 404 status, so the app shows its own not-found page', async () => {
    const res = await get('/product/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(INDEX_HTML);
  });

  it("answers an over-long or unreadable product address as an unknown product, never in the router's words", async () => {
    const long = 'a'.repeat(300);
    const page = await get(`/product/${long}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(INDEX_HTML);
    const api = await app.inject({ method: 'GET', url: `/api/products/${long}` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Product not found' } });
    const broken = await get('/product/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: { code: 'invalid_input', message: 'This address is not valid.' } });
  });

  it('answers a product the shop hides (its seller not approved yet) as an unknown one, with nothing of it in the head', async () => {
    const res = await get(`/product/${slugs.hidden}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe('GET /category/:slug', () => {
  it('puts the category title, product count, canonical link and Open Graph tags in the head, and its products in the page', async () => {
    const res = await get('/category/men?sort=price-asc');
    expect(res.statusCode).toBe(200);
    const { titles, meta, links } = headOf(res.body);
    expect(titles).toEqual(['Men | OnSale']);
    expect(meta('description')).toEqual([
      "Shop Men on sale at OnSale: 3 discounted products from Pakistan's brands, cash on delivery.",
    ]);
    expect(links('canonical')).toEqual([`<link rel="canonical" href="${PUBLIC_URL}/category/men"/>`]);
    expect(meta('og:type')).toEqual(['website']);
    expect(jsonLd(res.body)).toEqual([]);
    const root = rootOf(res.body);
    expect(root).toContain('Denim Jeans');
    expect(root).toContain('Plain Shirt');
  });

  it('escapes a sub-category name and answers an unknown category with the plain app and a 404', async () => {
    expect(headOf((await get('/category/men-kurta')).body).head).toContain(
      '<title>Kurta &amp; Shalwar | OnSale</title>',
    );
    const missing = await get('/category/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
  });

  it('sends an address naming the category on to its slug address, with the filters', async () => {
    const named = await get('/category/Kurta%20%26%20Shalwar?sort=price-asc');
    expect(named.statusCode).toBe(301);
    expect(named.headers.location).toBe('/category/men-kurta?sort=price-asc');
    expect((await get('/category/MEN')).headers.location).toBe('/category/men');
    expect((await get('/category/Ready%20to%20Wear')).statusCode).toBe(404);
  });

  it('carries the brands the filter and the footer show, so the browser renders the same page as the server', async () => {
    const res = await get('/category/men');
    expect(stateOf(res.body).get('["brands"]')).toEqual([expect.objectContaining({ name: 'Khaadi', slug: 'khaadi' })]);
    expect(rootOf(res.body)).toContain('<option value="khaadi">Khaadi</option>');
  });
});

describe('GET /brand/:brandName', () => {
  it('sends an address naming the brand on to its slug address', async () => {
    const named = await get('/brand/Khaadi?page=2');
    expect(named.statusCode).toBe(301);
    expect(named.headers.location).toBe('/brand/khaadi?page=2');
    expect((await get('/brand/khaadi')).statusCode).toBe(200);
  });
});

describe('Pages the browser renders', () => {
  it('answers the bag and account pages with the plain app', async () => {
    for (const url of ['/cart', '/checkout', '/profile']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the home page, every category, brand and product at the public address', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/category/men`,
        `${PUBLIC_URL}/category/men-kurta`,
        `${PUBLIC_URL}/brand/khaadi`,
        `${PUBLIC_URL}/product/${slugs.tricky}`,
        `${PUBLIC_URL}/product/${slugs.soldOut}`,
      ]),
    );
    expect(locs).toHaveLength(1 + 2 + 1 + 3);
    expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/product/${slugs.soldOut}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('serves the shop pages and the product files that an index lists', async () => {
    const pages = await get('/sitemaps/pages.xml');
    expect(pages.statusCode).toBe(200);
    const pageLocs = [...pages.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(pageLocs).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/category/men-kurta`, `${PUBLIC_URL}/brand/khaadi`]),
    );
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
    for await (const batch of app.catalogue.productAddresses(10, 1, 1))
      skipped.push(...batch.map((product) => product.slug));
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
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /seller',
        'Disallow: /api',
        'Disallow: /cart',
        'Disallow: /checkout',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
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
