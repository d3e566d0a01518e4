import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerProfiles } from '../../src/db/schema';
import { caller, createAdmin, createBuyer, createSeller, sessionCookie } from '../support/accounts';
import { createOrder, type OrderPart } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 86_400_000;
const PKT_MS = 5 * 3_600_000;
/** The shop day (Karachi) `n` days ago, as the API writes it. */
const shopDayAgo = (n: number) => new Date(Date.now() + PKT_MS - n * DAY_MS).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  asAdmin = caller(t, await sessionCookie(db, (await createAdmin(db)).id));

  // Joined this week: two buyers and a seller; the week before: a buyer and a seller.
  const buyer = await createBuyer(db);
  await createBuyer(db);
  const seller = await createSeller(db);
  await createBuyer(db, { createdAt: daysAgo(8) });
  const earlierSeller = await createSeller(db, 'approved', { user: { createdAt: daysAgo(9) } });
  await db
    .update(sellerProfiles)
    .set({ createdAt: daysAgo(9) })
    .where(eq(sellerProfiles.userId, earlierSeller.id));

  const placed = (at: Date, parts: OrderPart[]) =>
    createOrder(
      db,
      buyer,
      parts.map((part) => ({ ...part, createdAt: at })),
      { createdAt: at },
    );
  // Yesterday: the seller's Rs. 2,000 less a Rs. 200 coupon share, and the marketplace's Rs. 900; Rs. 250 shipping on each.
  await placed(daysAgo(1), [
    { sellerId: seller.id, discount: 20_000, items: [{ brandName: 'Khaadi', price: 100_000, quantity: 2 }] },
    { sellerId: null, items: [{ brandName: 'Bata', price: 90_000 }] },
  ]);
  // Today: Rs. 1,500 delivered; the cancelled part's goods and shipping do not count.
  await placed(daysAgo(0), [
    { sellerId: seller.id, status: 'delivered', items: [{ brandName: 'Khaadi', price: 150_000 }] },
    { sellerId: null, status: 'cancelled', items: [{ brandName: 'Outfitters', price: 500_000 }] },
  ]);
  // Three days ago, cancelled whole: no sale.
  await placed(daysAgo(3), [
    { sellerId: seller.id, status: 'cancelled', items: [{ brandName: 'Khaadi', price: 700_000 }] },
  ]);
  // The week before: Rs. 2,000. A month ago: in neither week.
  await placed(daysAgo(10), [
    { sellerId: seller.id, status: 'delivered', items: [{ brandName: 'Khaadi', price: 200_000 }] },
  ]);
  await placed(daysAgo(30), [
    { sellerId: seller.id, status: 'delivered', items: [{ brandName: 'Khaadi', price: 999_000 }] },
  ]);
});
afterAll(() => t.close());

const analytics = async (query: string) => {
  const response = await asAdmin('GET', `/api/admin/analytics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/admin/analytics', () => {
  it("compares the shop's last 7 days with the 7 before: revenue without shipping, orders, average order value", async () => {
    const data = await analytics('?days=7');
    expect(data.period).toEqual({
      days: 7,
      from: shopDayAgo(6),
      to: shopDayAgo(0),
      previousFrom: shopDayAgo(13),
      previousTo: shopDayAgo(7),
    });
    expect(data.sales).toEqual({
      revenue: { current: 180_000 + 90_000 + 150_000, previous: 200_000, changePercent: 110 },
      orders: { current: 2, previous: 1, changePercent: 100 },
      averageOrderValue: { current: 210_000, previous: 200_000, changePercent: 5 },
    });
  });

  it('keeps shipping apart from revenue, and counts who joined in each week', async () => {
    const data = await analytics('?days=7');
    expect(data.shipping).toEqual({ current: 75_000, previous: 25_000, changePercent: 200 });
    // every account but the admin's is a buyer's, sellers' included
    expect(data.newBuyers).toEqual({ current: 3, previous: 2, changePercent: 50 });
    expect(data.newSellers).toEqual({ current: 1, previous: 1, changePercent: 0 });
  });

  it('draws revenue per day without shipping, adding up to the revenue', async () => {
    const data = await analytics('?days=7');
    expect(data.revenuePerDay).toHaveLength(7);
    expect(data.revenuePerDay.slice(-2)).toEqual([
      { day: shopDayAgo(1), revenue: 270_000, orders: 1 },
      { day: shopDayAgo(0), revenue: 150_000, orders: 1 },
    ]);
    expect(data.revenuePerDay.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0)).toBe(
      data.sales.revenue.current,
    );
    expect(data.newAccountsPerDay.at(-1)).toEqual({ day: shopDayAgo(0), buyers: 3, sellers: 1 });
  });

  it("ranks brands by the period's item sales, before coupons and without shipping, and counts seller orders by status", async () => {
    const data = await analytics('?days=7');
    expect(data.topBrands).toEqual([
      { name: 'Khaadi', revenue: 350_000, units: 3 },
      { name: 'Bata', revenue: 90_000, units: 1 },
    ]);
    expect(data.ordersByStatus).toEqual([
      { status: 'pending', count: 2 },
      { status: 'processing', count: 0 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 2 },
      { status: 'refused', count: 0 },
    ]);
  });

  it('takes the month before for a 30-day period, with no change to show where nothing came before', async () => {
    const data = await analytics('?days=30');
    expect(data.period).toMatchObject({
      from: shopDayAgo(29),
      previousFrom: shopDayAgo(59),
      previousTo: shopDayAgo(30),
    });
    expect(data.sales.revenue).toEqual({ current: 620_000, previous: 999_000, changePercent: -38 });
    expect(data.newSellers).toEqual({ current: 2, previous: 0, changePercent: null });
  });
});
