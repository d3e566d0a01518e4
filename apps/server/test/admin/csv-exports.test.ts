import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createSellerOrder } from '../support/orders';
import { createCategory, createProduct, createSellerProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let adminCookie: string;
let buyerCookie: string;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let other: Awaited<ReturnType<typeof createSellerWithBrand>>;
let pending: Awaited<ReturnType<typeof createSellerWithBrand>>;
let kurta: Awaited<ReturnType<typeof createSellerProduct>>;
let orderNumbers: { urdu: string; formula: string; others: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  adminCookie = await sessionCookie(t.database.db, (await createAdmin(db)).id);
  const buyer = await createBuyer(db);
  buyerCookie = await sessionCookie(db, buyer.id);
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Kurta Co' });
  other = await createSellerWithBrand(db, 'approved', { brandName: 'Shawl House' });
  pending = await createSellerWithBrand(db, 'pending');
  const category = await createCategory(db, { name: 'Women', slug: 'women' });
  kurta = await createSellerProduct(db, seller, category, {
    name: 'لان کا سوٹ',
    price: 249_900,
    originalPrice: 499_900,
    stock: 4,
  });
  await createProduct(
    db,
    { category },
    {
      name: '@SUM(A1:A9) lawn',
      source: 'scraped',
      website: 'khaadi.com',
      sourceUrl: 'https://khaadi.com/p/1',
      price: 150_000,
      originalPrice: null,
    },
  );

  const urdu = await createSellerOrder(
    db,
    buyer,
    seller.user.id,
    [{ productId: kurta.id, name: 'لان کا سوٹ', price: 249_900, quantity: 2 }],
    { customerName: 'عائشہ خان', createdAt: new Date('2026-11-01T20:30:00Z') },
  );
  const formula = await createSellerOrder(
    db,
    buyer,
    seller.user.id,
    [{ productId: null, name: 'Kurta', price: 100_000, quantity: 1 }],
    {
      customerName: '=HYPERLINK("https://evil.example","Refund")',
      status: 'shipped',
      createdAt: new Date('2026-11-02T08:00:00Z'),
    },
  );
  const others = await createSellerOrder(
    db,
    buyer,
    other.user.id,
    [{ productId: null, name: 'Shawl', price: 300_000, quantity: 1 }],
    { customerName: '-Bilal+Ahmed', createdAt: new Date('2026-11-03T08:00:00Z') },
  );
  orderNumbers = { urdu: urdu.order.number, formula: formula.order.number, others: others.order.number };
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The download as a spreadsheet reads it: the byte-order mark first, then rows of cells. */
function csvOf(response: Awaited<ReturnType<typeof get>>): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(response.rawPayload.subarray(3).toString('utf8')) as string[][];
}

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads every order the filters match, newest first, in UTF-8 with formulas kept as text', async () => {
    const response = await get('/api/admin/orders/export.csv', adminCookie);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="onsale-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(csvOf(response)).toEqual([
      ['Order', 'Placed (PKT)', 'Customer', 'E-mail', 'Status', 'Sellers', 'Total (Rs)'],
      [
        orderNumbers.others,
        '2026-11-03 13:00',
        "'-Bilal+Ahmed",
        expect.any(String),
        'Pending',
        'Shawl House (Pending)',
        '3250.00',
      ],
      [
        orderNumbers.formula,
        '2026-11-02 13:00',
        `'=HYPERLINK("https://evil.example","Refund")`,
        expect.any(String),
        'Shipped',
        'Kurta Co (Shipped)',
        '1250.00',
      ],
      [
        orderNumbers.urdu,
        '2026-11-02 01:30',
        'عائشہ خان',
        expect.any(String),
        'Pending',
        'Kurta Co (Pending)',
        '5248.00',
      ],
    ]);

    const shipped = csvOf(await get('/api/admin/orders/export.csv?status=shipped', adminCookie));
    expect(shipped.slice(1).map((row) => row[0])).toEqual([orderNumbers.formula]);
    const bySeller = csvOf(await get(`/api/admin/orders/export.csv?sellerId=${other.user.id}`, adminCookie));
    expect(bySeller.slice(1).map((row) => row[0])).toEqual([orderNumbers.others]);
    const searched = csvOf(await get(`/api/admin/orders/export.csv?q=${encodeURIComponent('عائشہ')}`, adminCookie));
    expect(searched.slice(1).map((row) => row[0])).toEqual([orderNumbers.urdu]);
    const none = csvOf(await get('/api/admin/orders/export.csv?from=2030-01-01', adminCookie));
    expect(none).toEqual([['Order', 'Placed (PKT)', 'Customer', 'E-mail', 'Status', 'Sellers', 'Total (Rs)']]);
  });

  it('refuses bad filters with the message the list gives, and everyone but an admin', async () => {
    const bad = await get('/api/admin/orders/export.csv?status=lost', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/status/);
    expect((await get('/api/admin/orders/export.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/orders/export.csv', buyerCookie)).statusCode).toBe(403);
    expect((await get('/api/admin/orders/export.csv', seller.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/products/export.csv', () => {
  it('downloads the products the filters match, with prices in rupees and formulas kept as text', async () => {
    const response = await get('/api/admin/products/export.csv', adminCookie);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="onsale-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvOf(response);
    expect(rows[0]).toEqual([
      'Name',
      'Brand',
      'Category',
      'Price (Rs)',
      'Original price (Rs)',
      'Discount (%)',
      'Stock',
      'Stock per size',
      'Sold out',
      'Source',
      'Website',
      'Featured',
      'In the shop',
      'Updated (PKT)',
      'Address',
      'Source address',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(["'@SUM(A1:A9) lawn", 'لان کا سوٹ']);
    const kurtaRow = rows.find((row) => row[0] === 'لان کا سوٹ')!;
    // The address is the shop's product page, /product/<slug>, as the storefront links it.
    expect(kurtaRow[14]).toBe(`/product/${kurta.slug}`);
    expect(kurtaRow.slice(0, 13)).toEqual([
      'لان کا سوٹ',
      'Kurta Co',
      'Women',
      '2499.00',
      '4999.00',
      '50',
      '4',
      '',
      '',
      'Seller',
      expect.any(String),
      'No',
      'Shown',
    ]);

    const scraped = csvOf(await get('/api/admin/products/export.csv?source=scraped', adminCookie));
    expect(scraped.slice(1).map((row) => [row[0], row[4], row[9], row[10], row[15]])).toEqual([
      ["'@SUM(A1:A9) lawn", '', 'Imported', 'khaadi.com', 'https://khaadi.com/p/1'],
    ]);
    const searched = csvOf(await get(`/api/admin/products/export.csv?q=${encodeURIComponent('سوٹ')}`, adminCookie));
    expect(searched.slice(1).map((row) => row[0])).toEqual(['لان کا سوٹ']);
    expect((await get('/api/admin/products/export.csv?source=elsewhere', adminCookie)).statusCode).toBe(400);
    expect((await get('/api/admin/products/export.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/products/export.csv', seller.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/seller/orders/export.csv', () => {
  it("downloads only the seller's own orders, with the list's filters", async () => {
    const response = await get('/api/seller/orders/export.csv', seller.cookie);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="onsale-seller-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(csvOf(response)).toEqual([
      [
        'Order',
        'Placed (PKT)',
        'Customer',
        'E-mail',
        'Status',
        'Items',
        'Subtotal (Rs)',
        'Shipping (Rs)',
        'Discount (Rs)',
        'Total (Rs)',
      ],
      [
        orderNumbers.formula,
        '2026-11-02 13:00',
        `'=HYPERLINK("https://evil.example","Refund")`,
        expect.any(String),
        'Shipped',
        '1',
        '1000.00',
        '250.00',
        '0.00',
        '1250.00',
      ],
      [
        orderNumbers.urdu,
        '2026-11-02 01:30',
        'عائشہ خان',
        expect.any(String),
        'Pending',
        '2',
        '4998.00',
        '250.00',
        '0.00',
        '5248.00',
      ],
    ]);
    const pendingOnly = csvOf(await get('/api/seller/orders/export.csv?status=pending', seller.cookie));
    expect(pendingOnly.slice(1).map((row) => row[0])).toEqual([orderNumbers.urdu]);
    const theirs = csvOf(await get('/api/seller/orders/export.csv', other.cookie));
    expect(theirs.slice(1).map((row) => row[0])).toEqual([orderNumbers.others]);
  });

  it('refuses guests, buyers and sellers not yet approved', async () => {
    expect((await get('/api/seller/orders/export.csv')).statusCode).toBe(401);
    expect((await get('/api/seller/orders/export.csv', buyerCookie)).statusCode).toBe(403);
    expect((await get('/api/seller/orders/export.csv', pending.cookie)).statusCode).toBe(403);
    expect((await get('/api/seller/orders/export.csv?status=lost', seller.cookie)).statusCode).toBe(400);
  });
});
