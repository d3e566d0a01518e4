import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { checkoutBody, type CheckoutLine } from '../support/checkout';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let adminCookie: string;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  category = await createCategory(db, { name: 'Women', slug: 'women' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Khaadi' });
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
});
afterAll(() => t.close());

let buyers = 0;
const buy = (lines: CheckoutLine[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(`shopper${++buyers}@example.pk`, lines),
  });
const asSeller = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: seller.cookie } });
const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** What the seller's form sends back: the fields it shows, the version it read, and the changes. */
function sellerForm(read: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { name, description, longDescription, category: slug, price, originalPrice, sizes, colors, keywords } = read;
  const { image, gallery, version } = read;
  return {
    ...{ name, description, longDescription, category: slug, price, originalPrice, sizes, colors, keywords },
    ...{ image, gallery, version },
    ...changes,
  };
}

/** A seller's lawn suit in S, M and L, split by the seller's form into S: 0, M: 1, L: 2. */
async function splitSuit(name: string) {
  const suit = await createSellerProduct(t.database.db, seller, category, {
    name,
    stock: 9,
    price: 300_000,
    originalPrice: 500_000,
    sizes: ['S', 'M', 'L'],
    colors: [],
  });
  const read = (await asSeller('GET', `/api/seller/products/${suit.id}`)).json().data;
  expect(read.variants).toEqual([]);
  const split = await asSeller(
    'PUT',
    `/api/seller/products/${suit.id}`,
    sellerForm(read, {
      variantStock: [
        { size: 'M', color: '', change: 1 },
        { size: 'L', color: '', change: 2 },
      ],
    }),
  );
  expect(split.statusCode, split.body).toBe(200);
  return { ...suit, read: split.json().data };
}

describe('stock per size', () => {
  it('splits a product by size: its stock becomes the sum, and its page lists each size in order', async () => {
    const suit = await splitSuit('Khaadi Lawn Suit');
    expect(suit.read).toMatchObject({ stock: 3 });
    expect(suit.read.variants).toEqual([
      { size: 'S', color: '', stock: 0 },
      { size: 'M', color: '', stock: 1 },
      { size: 'L', color: '', stock: 2 },
    ]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${suit.slug}` })).json().data;
    expect(page.stock).toBe(3);
    expect(page.variants).toEqual(suit.read.variants);
  });

  it("sells a size only from that size's stock, names the size when short, and wants a size", async () => {
    const suit = await splitSuit('Khaadi Printed Suit');
    const short = await buy([{ product_id: suit.id, quantity: 2, size: 'M' }]);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe('Only 1 left in size M of Khaadi Printed Suit.');
    const soldOut = await buy([{ product_id: suit.id, quantity: 1, size: 'S' }]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.message).toBe('Size S of Khaadi Printed Suit is sold out.');
    // The bag's quote tells each line what its own size can buy.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          { product_id: suit.id, quantity: 1, size: 'S' },
          { product_id: suit.id, quantity: 3, size: 'L' },
          { product_id: suit.id, quantity: 1, size: 'M' },
          { product_id: suit.id, quantity: 1 },
        ],
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(
      quote
        .json()
        .data.lines.map((line: { status: string; product: { stock: number } }) => [line.status, line.product.stock]),
    ).toEqual([
      ['out_of_stock', 0],
      ['short', 2],
      ['available', 1],
      // a line added before the seller split the stock by size
      ['choose', 0],
    ]);
    expect(quote.json().data.lines[3].product.choose).toBe('size');
    const noSize = await buy([{ product_id: suit.id, quantity: 1 }]);
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().error.message).toBe('Choose a size of Khaadi Printed Suit');
    expect(await stockOf(suit.id)).toBe(3);

    const bought = await buy([
      { product_id: suit.id, quantity: 1, size: 'M' },
      { product_id: suit.id, quantity: 2, size: 'L' },
    ]);
    expect(bought.statusCode, bought.body).toBe(201);
    const read = (await asSeller('GET', `/api/seller/products/${suit.id}`)).json().data;
    expect(read.stock).toBe(0);
    expect(read.variants.map((variant: { stock: number }) => variant.stock)).toEqual([0, 0, 0]);
  });

  it('filters by a size only the products that have it in stock, and counts it so for a search', async () => {
    const suit = await splitSuit('Khaadi Chikankari Suit');
    const inSize = async (size: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/categories/women?size=${size}` }))
        .json()
        .data.products.map((product: { id: string }) => product.id);
    expect(await inSize('M')).toContain(suit.id);
    expect(await inSize('S')).not.toContain(suit.id);
    const filters = (await t.app.inject({ method: 'GET', url: '/api/search/filters?q=chikankari' })).json().data;
    const sizes = Object.fromEntries(
      filters.sizes.map((option: { size: string; count: number }) => [option.size, option.count]),
    );
    expect(sizes).toEqual({ M: 1, L: 1 });
  });

  it('finds a size by search only while it is in stock, and again once restocked', async () => {
    const kurta = await createSellerProduct(t.database.db, seller, category, {
      name: 'Khaadi Angrakha Kurta',
      stock: 4,
      price: 300_000,
      originalPrice: 500_000,
      sizes: ['M', 'XL', '38'],
      colors: [],
    });
    const unsplit = await createSellerProduct(t.database.db, seller, category, {
      name: 'Khaadi Angrakha Shirt',
      stock: 4,
      price: 300_000,
      originalPrice: 500_000,
      sizes: ['XL', '38'],
      colors: [],
    });
    const found = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` }))
        .json()
        .data.map((product: { name: string }) => product.name)
        .sort();
    const read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
    const split = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(read, { variantStock: [{ size: 'M', color: '', change: 2 }] }),
    );
    expect(split.statusCode, split.body).toBe(200);
    expect(await found('angrakha xl')).toEqual([unsplit.name]);
    expect(await found('angrakha 38')).toEqual([unsplit.name]);
    expect(await found('xl angrakha kurta')).toEqual([]);
    expect(await found('angrakha kurta')).toEqual([kurta.name]);

    const restocked = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(split.json().data, { variantStock: [{ size: 'XL', color: '', change: 1 }] }),
    );
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(await found('angrakha xl')).toEqual([kurta.name, unsplit.name].sort());
    expect(await found('angrakha 38')).toEqual([unsplit.name]);
  });

  it("puts a cancelled order's units back on the sizes they came from", async () => {
    const suit = await splitSuit('Khaadi Khaddar Suit');
    const order = (await buy([{ product_id: suit.id, quantity: 2, size: 'L' }])).json().data.order;
    const [part] = (await asSeller('GET', `/api/seller/orders?q=${order.order_number}`)).json().data;
    const cancelled = await asSeller('PATCH', `/api/seller/orders/${part.id}/status`, {
      status: 'cancelled',
      reason: 'Out of stock',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const read = (await asSeller('GET', `/api/seller/products/${suit.id}`)).json().data;
    expect(read.stock).toBe(3);
    expect(read.variants).toEqual([
      { size: 'S', color: '', stock: 0 },
      { size: 'M', color: '', stock: 1 },
      { size: 'L', color: '', stock: 2 },
    ]);
  });

  it('moves a size by adjustment under the version check, and refuses what would go below 0', async () => {
    const suit = await splitSuit('Khaadi Winter Suit');
    expect((await buy([{ product_id: suit.id, quantity: 1, size: 'M' }])).statusCode).toBe(201);

    const stale = await asSeller(
      'PUT',
      `/api/seller/products/${suit.id}`,
      sellerForm(suit.read, { variantStock: [{ size: 'S', color: '', change: 4 }] }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.variants[1]).toEqual({ size: 'M', color: '', stock: 0 });

    const read = (await asSeller('GET', `/api/seller/products/${suit.id}`)).json().data;
    const below = await asSeller(
      'PUT',
      `/api/seller/products/${suit.id}`,
      sellerForm(read, { variantStock: [{ size: 'L', color: '', change: -3 }] }),
    );
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('Stock of size L cannot go below 0: there are 2 units');
    expect(below.json().error.fields).toHaveProperty(['variantStock.0.change']);
    const whole = await asSeller('PUT', `/api/seller/products/${suit.id}`, sellerForm(read, { stockChange: 5 }));
    expect(whole.statusCode).toBe(400);
    expect(whole.json().error.message).toBe(
      "This product's stock is kept per size and colour: change the stock of each",
    );
    const notOffered = await asSeller(
      'PUT',
      `/api/seller/products/${suit.id}`,
      sellerForm(read, { variantStock: [{ size: 'XL', color: '', change: 1 }] }),
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.message).toBe('Size XL is not offered: add it to the sizes and colours first');
    expect(await stockOf(suit.id)).toBe(2);

    // A new size starts at 0 and a size no longer offered goes with its stock.
    const saved = await asSeller(
      'PUT',
      `/api/seller/products/${suit.id}`,
      sellerForm(read, { sizes: ['M', 'L', 'XL'], variantStock: [{ size: 'XL', color: '', change: 4 }] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      stock: 6,
      variants: [
        { size: 'M', color: '', stock: 0 },
        { size: 'L', color: '', stock: 2 },
        { size: 'XL', color: '', stock: 4 },
      ],
    });
  });

  it('lets an admin move the stock of one size and colour', async () => {
    const scarf = await createSellerProduct(t.database.db, seller, category, {
      name: 'Khaadi Silk Scarf',
      stock: 0,
      price: 100_000,
      sizes: [],
      colors: ['Navy', 'Beige'],
    });
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/admin/products/${scarf.id}`, headers: { cookie: adminCookie } })
    ).json().data;
    const { name, description, brand, price, originalPrice, version } = read;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${scarf.id}`,
      headers: { cookie: adminCookie },
      payload: {
        ...{ name, description, brand, price, originalPrice, category: 'women', version },
        variantStock: [{ size: '', color: 'Beige', change: 2 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      stock: 2,
      variants: [
        { size: '', color: 'Navy', stock: 0 },
        { size: '', color: 'Beige', stock: 2 },
      ],
    });
    const navy = await buy([{ product_id: scarf.id, quantity: 1, color: 'Navy' }]);
    expect(navy.json().error.message).toBe('Navy of Khaadi Silk Scarf is sold out.');
    expect((await buy([{ product_id: scarf.id, quantity: 2, color: 'Beige' }])).statusCode).toBe(201);
  });
});
