import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { onPostgres } from '../support/test-database';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let adminCookie: string;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  category = await createCategory(db, { name: 'Men', slug: 'men' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Kurta Co' });
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
});
afterAll(() => t.close());

let buyers = 0;
const buy = (productId: string, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(`shopper${++buyers}@example.pk`, [{ product_id: productId, quantity }]),
  });
const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

const sellerProduct = (name: string, stock = 10) =>
  createSellerProduct(t.database.db, seller, category, { name, stock, price: 300_000, originalPrice: 500_000 });
const asSeller = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: seller.cookie } });
const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: adminCookie } });

/** What the seller's form sends back: the fields it shows, the version it read, and an adjustment. */
function sellerForm(read: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const {
    name,
    description,
    longDescription,
    category: slug,
    price,
    originalPrice,
    sizes,
    colors,
    keywords,
    image,
    gallery,
    version,
  } = read;
  return {
    name,
    description,
    longDescription,
    category: slug,
    price,
    originalPrice,
    sizes,
    colors,
    keywords,
    image,
    gallery,
    version,
    ...changes,
  };
}

function adminForm(read: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { name, description, brand, price, originalPrice, version } = read;
  return { name, description, brand, price, originalPrice, category: 'men', version, ...changes };
}

describe('a seller saving a product form opened before a sale', () => {
  it('is refused with the product as it is now, sells nothing twice, and saves once reloaded', async () => {
    const kurta = await sellerProduct('Cotton Kurta');
    const read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
    expect(read).toMatchObject({ stock: 10, version: 1 });

    expect((await buy(kurta.id, 6)).statusCode).toBe(201);
    expect(await stockOf(kurta.id)).toBe(4);

    const stale = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(read, { name: 'Cotton Kurta (fixed)' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'product_changed',
      message: 'This product changed since you opened it',
      current: { id: kurta.id, name: 'Cotton Kurta', stock: 4 },
    });
    expect(stale.json().error.current.version).toBeGreaterThan(read.version);
    expect(await stockOf(kurta.id)).toBe(4);
    expect((await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data.name).toBe('Cotton Kurta');

    const fresh = stale.json().error.current;
    const saved = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(fresh, { name: 'Cotton Kurta (fixed)' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Cotton Kurta (fixed)', stock: 4, version: fresh.version + 1 });
    expect(await stockOf(kurta.id)).toBe(4);
  });

  it('adds stock as an adjustment: +5 from a stale form is refused, from the fresh one 4 becomes 9', async () => {
    const kurta = await sellerProduct('Lawn Kurta');
    const read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
    expect((await buy(kurta.id, 6)).statusCode).toBe(201);

    const stale = await asSeller('PUT', `/api/seller/products/${kurta.id}`, sellerForm(read, { stockChange: 5 }));
    expect(stale.statusCode).toBe(409);
    expect(await stockOf(kurta.id)).toBe(4);

    const restocked = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(stale.json().error.current, { stockChange: 5 }),
    );
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json().data.stock).toBe(9);
    const removed = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(restocked.json().data, { stockChange: -2 }),
    );
    expect(removed.json().data.stock).toBe(7);
  });

  it('refuses an old absolute stock, a missing version and stock below 0, changing nothing', async () => {
    const kurta = await sellerProduct('Silk Kurta', 3);
    const read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        sellerForm(read, { stock: 10 }),
        'stock',
        'Stock is changed by adding or removing units (stockChange), not by sending a new count',
      ],
      [
        sellerForm(read, { version: undefined }),
        'version',
        'version is required: send the version of the product you read',
      ],
      [sellerForm(read, { stockChange: -4 }), 'stockChange', 'Stock cannot go below 0: there are 3 units in stock'],
      [sellerForm(read, { stockChange: 1.5 }), 'stockChange', 'Stock change must be a whole number'],
    ];
    for (const [body, field, message] of cases) {
      const res = await asSeller('PUT', `/api/seller/products/${kurta.id}`, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    expect(await stockOf(kurta.id)).toBe(3);
    expect((await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data.version).toBe(read.version);
  });

  it("counts a cancel's restock as a change too", async () => {
    const kurta = await sellerProduct('Linen Kurta');
    const order = (await buy(kurta.id, 2)).json().data.order;
    const read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
    const [part] = (await asSeller('GET', `/api/seller/orders?q=${order.order_number}`)).json().data;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/orders/${part.id}/status`,
      payload: { status: 'cancelled', reason: 'Out of stock' },
      headers: { cookie: seller.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const stale = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(read, { name: 'Linen Kurta (fixed)' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.stock).toBe(10);
  });
});

describe('an admin saving a product form opened before a sale', () => {
  it('is refused with the product as it is now, and the fresh save adjusts stock without losing sales', async () => {
    const kurta = await sellerProduct('Khaddar Kurta');
    const read = (await asAdmin('GET', `/api/admin/products/${kurta.id}`)).json().data;
    expect(read).toMatchObject({ stock: 10, version: 1 });
    expect((await buy(kurta.id, 6)).statusCode).toBe(201);

    const stale = await asAdmin(
      'PUT',
      `/api/admin/products/${kurta.id}`,
      adminForm(read, { name: 'Khaddar Kurta (fixed)', stockChange: 5 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      message: 'This product changed since you opened it',
      current: { name: 'Khaddar Kurta', stock: 4 },
    });
    expect(await stockOf(kurta.id)).toBe(4);

    const saved = await asAdmin(
      'PUT',
      `/api/admin/products/${kurta.id}`,
      adminForm(stale.json().error.current, { name: 'Khaddar Kurta (fixed)', stockChange: 5 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Khaddar Kurta (fixed)', stock: 9 });

    const old = await asAdmin('PUT', `/api/admin/products/${kurta.id}`, { ...adminForm(saved.json().data), stock: 20 });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe(
      'Stock is changed by adding or removing units (stockChange), not by sending a new count',
    );
    expect(await stockOf(kurta.id)).toBe(9);
  });

  it('makes an open seller form stale: featuring a product is a change too', async () => {
    const kurta = await sellerProduct('Chikan Kurta');
    const read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
    expect((await asAdmin('PUT', `/api/admin/products/${kurta.id}/featured`, { featured: true })).statusCode).toBe(200);
    expect(
      (await asSeller('PUT', `/api/seller/products/${kurta.id}`, sellerForm(read, { name: 'Chikan Kurta II' })))
        .statusCode,
    ).toBe(409);
  });
});

describe('a discount percent that contradicts the prices', () => {
  it('is refused with a 400 naming the field; one the prices make, or none, is stored as the prices make it', async () => {
    const kurta = await sellerProduct('Printed Kurta');
    let read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
    expect(read.discountPercent).toBe(40);

    const lie = await asSeller('PUT', `/api/seller/products/${kurta.id}`, sellerForm(read, { discountPercent: 90 }));
    expect(lie.statusCode).toBe(400);
    expect(lie.json().error).toMatchObject({
      message: 'Discount percent must match the prices: Rs. 5,000 down to Rs. 3,000 is 40% off',
      fields: { discountPercent: expect.any(String) },
    });
    const noOriginalHigher = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(read, { originalPrice: 300_000, discountPercent: 20 }),
    );
    expect(noOriginalHigher.statusCode).toBe(400);
    expect(noOriginalHigher.json().error.fields).toHaveProperty('discountPercent');
    expect((await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data).toMatchObject({
      discountPercent: 40,
      version: read.version,
    });

    // 33.5% off: 33 and 34 both stand, and the prices' rounding is stored.
    const near = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(read, { price: 133_000, originalPrice: 200_000, discountPercent: 33 }),
    );
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json().data).toMatchObject({ discountPercent: 34, onSale: true });
    read = near.json().data;

    // Without an original price a stated discount stays, as the spec lets a seller say "30% off".
    const stated = await asSeller(
      'PUT',
      `/api/seller/products/${kurta.id}`,
      sellerForm(read, { originalPrice: null, discountPercent: 30 }),
    );
    expect(stated.json().data).toMatchObject({ discountPercent: 30, onSale: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${kurta.slug}` })).json().data.discountPercent,
    ).toBe(30);
  });

  it('is refused when a seller adds a product, and the admin form follows the prices', async () => {
    const lie = await t.app.inject({
      method: 'POST',
      url: '/api/seller/products',
      payload: {
        name: 'Half-price Kurta',
        price: 100_000,
        originalPrice: 200_000,
        discountPercent: 10,
        category: 'men',
        image: '/media/product.webp',
      },
      headers: { cookie: seller.cookie },
    });
    expect(lie.statusCode).toBe(400);
    expect(lie.json().error).toMatchObject({
      message: 'Discount percent must match the prices: Rs. 2,000 down to Rs. 1,000 is 50% off',
      fields: { discountPercent: expect.any(String) },
    });

    const kurta = await sellerProduct('Block Kurta');
    const read = (await asAdmin('GET', `/api/admin/products/${kurta.id}`)).json().data;
    const repriced = await asAdmin('PUT', `/api/admin/products/${kurta.id}`, adminForm(read, { price: 250_000 }));
    expect(repriced.json().data).toMatchObject({ price: 250_000, originalPrice: 500_000, discountPercent: 50 });
  });
});

// Only PostgreSQL runs a checkout and a save side by side; PGlite takes one transaction at a time.
describe.skipIf(!onPostgres())('a save racing checkouts (PostgreSQL)', () => {
  it('never loses a sale: the save either lands before the orders or is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const kurta = await sellerProduct(`Racing Kurta ${round}`, 20);
      const read = (await asSeller('GET', `/api/seller/products/${kurta.id}`)).json().data;
      const [save, ...sales] = await Promise.all([
        asSeller(
          'PUT',
          `/api/seller/products/${kurta.id}`,
          sellerForm(read, { name: `Racing Kurta ${round} (fixed)`, stockChange: 5 }),
        ),
        ...Array.from({ length: 6 }, () => buy(kurta.id, 1)),
      ]);
      const sold = sales.filter((res) => res.statusCode === 201).length;
      expect(sold).toBe(6);
      expect([200, 409]).toContain(save!.statusCode);
      expect(await stockOf(kurta.id)).toBe(20 - sold + (save!.statusCode === 200 ? 5 : 0));
    }
  });
});
