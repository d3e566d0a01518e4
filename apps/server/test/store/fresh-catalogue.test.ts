import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../../src/modules/catalogue/catalogue-channel';
import { createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { onPostgres } from '../support/test-database';

// What a shopper reads is cached by the node; every write must show in its next answer.

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let women: { id: string; name: string };

beforeAll(async () => {
  // A stand-in for the built web app, so the product's server-rendered page answers too.
  t = await createTestApp(
    {},
    {
      webIndexHtml: '<!doctype html><html><head><title>OnSale</title></head><body><div id="root"></div></body></html>',
    },
  );
  women = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  seller = await createSellerWithBrand(t.database.db, 'approved', { brandName: 'Sapphire Lawn' });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const productOf = async (slug: string) =>
  (await get(`/api/products/${slug}`)).json().data as { stock: number; price: number };
const topDiscountedIds = async () =>
  (await get('/api/products/top-discounted?limit=48')).json().data.map((card: { id: string }) => card.id) as string[];

let shopper = 0;
function checkout(productId: string, quantity: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(`fresh-${++shopper}-${Date.now()}@example.pk`, [{ product_id: productId, quantity }]),
  });
}

/** A seller's save of the product's form, with the version of the product it read. */
async function sellerSaves(productId: string, changes: object) {
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/seller/products/${productId}`,
    headers: { cookie: seller.cookie },
  });
  const { version } = read.json().data;
  const payload = {
    name: 'Printed Lawn Suit',
    description: 'Three-piece',
    category: 'women',
    price: 450_000,
    originalPrice: 600_000,
    image: '/media/product.webp',
    version,
    ...changes,
  };
  return t.app.inject({
    method: 'PUT',
    url: `/api/seller/products/${productId}`,
    payload,
    headers: { cookie: seller.cookie },
  });
}

describe('the node that took a write answers it at once', () => {
  it('shows the stock left after each checkout, and takes a sold-out product off the in-stock lists', async () => {
    const suit = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Flash Sale Suit', stock: 3, price: 300_000, originalPrice: 900_000 },
    );
    // Asked first, so that a cached answer would show.
    expect(await productOf(suit.slug)).toMatchObject({ stock: 3 });
    expect(await topDiscountedIds()).toContain(suit.id);

    const first = await checkout(suit.id, 1);
    expect(first.statusCode, first.body).toBe(201);
    expect(await productOf(suit.slug)).toMatchObject({ stock: 2 });
    expect(await productOf(suit.id)).toMatchObject({ stock: 2 });
    expect(await topDiscountedIds()).toContain(suit.id);

    expect((await checkout(suit.id, 2)).statusCode).toBe(201);
    expect(await productOf(suit.slug)).toMatchObject({ stock: 0 });
    expect(await topDiscountedIds()).not.toContain(suit.id);
  });

  it('puts the stock of a cancelled order back on the product page and the lists', async () => {
    const shawl = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Last Pashmina', stock: 1, sellerId: seller.user.id, price: 200_000, originalPrice: 800_000 },
    );
    expect((await checkout(shawl.id, 1)).statusCode).toBe(201);
    expect(await productOf(shawl.slug)).toMatchObject({ stock: 0 });
    expect(await topDiscountedIds()).not.toContain(shawl.id);

    const [sellerOrder] = (
      await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { cookie: seller.cookie } })
    ).json().data;
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/orders/${sellerOrder.id}/status`,
      payload: { status: 'cancelled', reason: 'Out of stock' },
      headers: { cookie: seller.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await productOf(shawl.slug)).toMatchObject({ stock: 1 });
    expect(await topDiscountedIds()).toContain(shawl.id);
  });

  it('shows a seller’s new price on the product page, the category page and in search', async () => {
    const suit = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Printed Lawn Suit', sellerId: seller.user.id, price: 450_000, originalPrice: 600_000 },
    );
    const priceInCategory = async () =>
      (await get('/api/categories/women?pageSize=48'))
        .json()
        .data.products.find((card: { id: string }) => card.id === suit.id)?.price;
    const priceInSearch = async () =>
      (await get('/api/search?q=printed%20lawn')).json().data.find((card: { id: string }) => card.id === suit.id)
        ?.price;
    expect(await productOf(suit.slug)).toMatchObject({ price: 450_000 });
    expect(await priceInCategory()).toBe(450_000);
    expect(await priceInSearch()).toBe(450_000);

    const edit = await sellerSaves(suit.id, { price: 399_000 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await productOf(suit.slug)).toMatchObject({ price: 399_000 });
    expect(await priceInCategory()).toBe(399_000);
    expect(await priceInSearch()).toBe(399_000);
  });
});

describe('the other nodes hear of a flash sale without a notice per order', () => {
  it.skipIf(!onPostgres())('sends at most one notice per 25 ms, naming the products sold', async () => {
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const notices: { products?: string[]; lists?: boolean }[] = [];
    listener.on('notification', (message) => notices.push(JSON.parse(message.payload!)));
    await listener.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    try {
      const kurta = await createProduct(t.database.db, { category: women }, { name: 'Flash Kurta', stock: 20 });
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: 20 }, () => checkout(kurta.id, 1)));
      expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
      // The last notice follows the last order by at most 25 ms and a round trip.
      const tellAll = () => notices.some((notice) => notice.lists);
      for (let waited = 0; !tellAll() && waited < 2_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const elapsed = performance.now() - started;
      expect(notices.length).toBeLessThanOrEqual(Math.floor(elapsed / 25) + 1);
      expect(notices.every((notice) => notice.products?.length === 1 && notice.products[0] === kurta.id)).toBe(true);
      // Only the order that sold the last one changed what lists show.
      expect(notices.filter((notice) => notice.lists)).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });
});

describe('browsers and proxies ask again before using a catalogue answer', () => {
  it('answers 304 while the product is unchanged, and the new answer once it changed', async () => {
    const scarf = await createProduct(t.database.db, { category: women }, { name: 'Silk Scarf', stock: 4 });
    const first = await get(`/api/products/${scarf.slug}`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);

    const unchanged = await get(`/api/products/${scarf.slug}`, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['cache-control']).toBe('public, no-cache');

    expect((await checkout(scarf.id, 1)).statusCode).toBe(201);
    const changed = await get(`/api/products/${scarf.slug}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.stock).toBe(3);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('does the same for lists and for the server-rendered product page', async () => {
    const list = await get('/api/products/top-discounted');
    expect(list.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/api/products/top-discounted', { 'if-none-match': String(list.headers.etag) })).statusCode).toBe(
      304,
    );

    const scarf = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Chiffon Dupatta', stock: 2, price: 150_000 },
    );
    const page = await get(`/product/${scarf.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('"price":1500');
    expect((await get(`/product/${scarf.slug}`, { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);

    expect((await checkout(scarf.id, 2)).statusCode).toBe(201);
    const soldOut = await get(`/product/${scarf.slug}`, { 'if-none-match': String(page.headers.etag) });
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.body).toContain('https://schema.org/OutOfStock');
  });

  it("shows a category the admin renames in the menus of the next page rendered, though every page's menus are read once", async () => {
    const admin = await createAdmin(t.database.db);
    const cookie = await sessionCookie(t.database.db, admin.id);
    const shawl = await createProduct(t.database.db, { category: women }, { name: 'Pashmina Shawl', stock: 4 });
    const other = await createProduct(t.database.db, { category: women }, { name: 'Velvet Shawl', stock: 4 });
    expect((await get(`/product/${shawl.slug}`)).body).not.toContain('Womenswear');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${women.id}`,
      headers: { cookie, origin: t.config.publicUrl },
      payload: { name: 'Womenswear', slug: 'women' },
    });
    expect(renamed.statusCode).toBe(200);
    const page = await get(`/product/${other.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<a class="category-bar-link" href="/category/women" data-discover="true">Womenswear</a>',
    );
  });
});
