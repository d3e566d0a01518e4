import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createSellerWithBrand } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createSellerOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 86_400_000;
const PKT_MS = 5 * 3_600_000;
/** The shop day (Karachi) `n` days ago, as the API writes it. */
const shopDayAgo = (n: number) => new Date(Date.now() + PKT_MS - n * DAY_MS).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let kurta: Awaited<ReturnType<typeof createSellerProduct>>;
let shawl: Awaited<ReturnType<typeof createSellerProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const category = await createCategory(db, { name: 'Women', slug: 'women' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Lawn Loom' });
  const other = await createSellerWithBrand(db, 'approved');
  const buyer = await createBuyer(db);
  kurta = await createSellerProduct(db, seller, category, { name: 'Lawn Kurta' });
  shawl = await createSellerProduct(db, seller, category, { name: 'Pashmina Shawl' });
  const line = (product: typeof kurta, price: number, quantity: number) => ({
    productId: product.id,
    name: product.name,
    price,
    quantity,
  });

  // This week: three orders (one with a Rs. 200 coupon share), and a cancelled one that does not count.
  await createSellerOrder(db, buyer, seller.user.id, [line(kurta, 300_000, 2)], { createdAt: daysAgo(0) });
  await createSellerOrder(db, buyer, seller.user.id, [line(kurta, 300_000, 1)], {
    createdAt: daysAgo(2),
    status: 'delivered',
    discount: 20_000,
  });
  await createSellerOrder(db, buyer, seller.user.id, [line(shawl, 450_000, 1)], {
    createdAt: daysAgo(6),
    status: 'shipped',
  });
  await createSellerOrder(db, buyer, seller.user.id, [line(shawl, 450_000, 3)], {
    createdAt: daysAgo(1),
    status: 'cancelled',
  });
  // The week before: two orders.
  await createSellerOrder(db, buyer, seller.user.id, [line(shawl, 450_000, 1)], {
    createdAt: daysAgo(7),
    status: 'delivered',
  });
  await createSellerOrder(db, buyer, seller.user.id, [line(kurta, 300_000, 1)], {
    createdAt: daysAgo(13),
    status: 'delivered',
  });
  // Three weeks ago: in neither week.
  await createSellerOrder(db, buyer, seller.user.id, [line(shawl, 450_000, 5)], {
    createdAt: daysAgo(20),
    status: 'delivered',
  });
  // Another seller's sale this week is none of this seller's figures.
  await createSellerOrder(
    db,
    buyer,
    other.user.id,
    [{ productId: null, name: 'Not mine', price: 990_000, quantity: 1 }],
    { createdAt: daysAgo(0) },
  );
});
afterAll(() => t.close());

const analytics = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/seller/analytics${query}`,
    headers: { cookie: seller.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/seller/analytics', () => {
  it("compares the last 7 days' revenue, orders and average order value with the 7 days before", async () => {
    const data = await analytics('?days=7');
    expect(data.period).toEqual({
      days: 7,
      from: shopDayAgo(6),
      to: shopDayAgo(0),
      previousFrom: shopDayAgo(13),
      previousTo: shopDayAgo(7),
    });
    // Rs. 6,000 + Rs. 3,000 less Rs. 200 + Rs. 4,500 against Rs. 4,500 + Rs. 3,000: shipping and the cancelled order left out.
    expect(data.sales).toEqual({
      revenue: { current: 1_330_000, previous: 750_000, changePercent: 77 },
      orders: { current: 3, previous: 2, changePercent: 50 },
      averageOrderValue: { current: 443_333, previous: 375_000, changePercent: 18 },
    });
  });

  it('draws each day of the period, today last, adding up to the revenue', async () => {
    const data = await analytics('?days=7');
    expect(data.revenuePerDay.map((d: { day: string }) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(shopDayAgo));
    expect(data.revenuePerDay.at(-1)).toEqual({ day: shopDayAgo(0), revenue: 600_000, orders: 1 });
    expect(data.revenuePerDay[4]).toEqual({ day: shopDayAgo(2), revenue: 280_000, orders: 1 });
    expect(data.revenuePerDay.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0)).toBe(
      data.sales.revenue.current,
    );
  });

  it("ranks the period's best sellers, and counts every order by status whenever it was placed", async () => {
    const data = await analytics('?days=7');
    expect(data.topProducts).toEqual([
      { productId: kurta.id, name: 'Lawn Kurta', image: '', quantity: 3, revenue: 900_000 },
      { productId: shawl.id, name: 'Pashmina Shawl', image: '', quantity: 1, revenue: 450_000 },
    ]);
    expect(data.ordersByStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'processing', count: 0 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 4 },
      { status: 'cancelled', count: 1 },
      { status: 'refused', count: 0 },
    ]);
  });

  it('shows 30 days by default, with the 30 before them, and no change where nothing was sold before', async () => {
    const data = await analytics();
    expect(data.period).toMatchObject({ days: 30, from: shopDayAgo(29), previousTo: shopDayAgo(30) });
    expect(data.revenuePerDay).toHaveLength(30);
    expect(data.sales.revenue).toEqual({ current: 1_330_000 + 750_000 + 2_250_000, previous: 0, changePercent: null });
    expect(data.sales.orders).toEqual({ current: 6, previous: 0, changePercent: null });
  });

  it('refuses a period it does not offer', async () => {
    for (const days of ['6', '366', 'week']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/seller/analytics?days=${days}`,
        headers: { cookie: seller.cookie },
      });
      expect(response.statusCode, days).toBe(400);
    }
  });
});
