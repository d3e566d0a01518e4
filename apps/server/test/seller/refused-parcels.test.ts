import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, phoneRecords, products, sellerOrders } from '../../src/db/schema';
import { caller, createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createSellerOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

// The test orders are all placed with 0300-1234567: one phone, one record.
const PHONE = '+923001234567';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let adminCookie: string;
let kurta: Awaited<ReturnType<typeof createSellerProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const category = await createCategory(db, { name: 'Men', slug: 'men' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Kurta Co' });
  buyer = await createBuyer(db, { firstName: 'Ayesha' });
  const admin = await createAdmin(db);
  adminCookie = await sessionCookie(db, admin.id);
  kurta = await createSellerProduct(db, seller, category, { name: 'Cotton Kurta', stock: 10 });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: seller.cookie } });
const setStatus = (id: string, status: string) => send('PATCH', `/api/seller/orders/${id}/status`, { status });
const recordOf = async () => (await t.database.db.select().from(phoneRecords).where(eq(phoneRecords.phone, PHONE)))[0];
const placeShipped = async () =>
  (
    await createSellerOrder(
      t.database.db,
      buyer,
      seller.user.id,
      [{ productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 1 }],
      { status: 'shipped' },
    )
  ).sellerOrder;

describe('Refused at the door', () => {
  it('is a new customer before anything reached the door', async () => {
    const sellerOrder = await placeShipped();
    expect((await send('GET', `/api/seller/orders/${sellerOrder.id}`)).json().data.customerSignal).toBe('New customer');
  });

  it('counts a delivered parcel on the phone, and the seller sees it', async () => {
    const sellerOrder = await placeShipped();
    expect((await setStatus(sellerOrder.id, 'delivered')).statusCode).toBe(200);
    expect((await recordOf())?.delivered).toBe(1);
    const listed = (await send('GET', '/api/seller/orders')).json().data;
    expect(listed.every((order: { customerSignal: string }) => order.customerSignal === '1 of 1 delivered')).toBe(true);
  });

  it('moves a shipped part to refused: not charged, stock stays out, the refusal goes on the phone', async () => {
    const sellerOrder = await placeShipped();
    const stock = (await t.database.db.select().from(products).where(eq(products.id, kurta.id)))[0]!.stock;
    const res = await setStatus(sellerOrder.id, 'refused');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'refused',
      nextStatuses: [],
      customerSignal: 'Refused 1 parcel in 90 days',
    });
    const [row] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrder.id));
    expect(row).toMatchObject({ status: 'refused', paymentStatus: 'not_charged' });
    expect((await t.database.db.select().from(products).where(eq(products.id, kurta.id)))[0]!.stock).toBe(stock);
    const record = await recordOf();
    expect(record?.refusedAt).toHaveLength(1);
    expect(record?.delivered).toBe(1);

    // The shopper is told, in the app and by e-mail; the order's part shows it.
    const mails = await t.database.db.select().from(outbox);
    expect(JSON.stringify(mails.at(-1))).toContain('was refused at the door');
    const mine = await caller(t, await sessionCookie(t.database.db, buyer.id))(
      'GET',
      `/api/account/orders/${row!.orderId}`,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ status: 'refused' });
    expect(mine.json().data.sellerOrders[0].timeline.at(-1)).toMatchObject({
      step: 'refused',
      label: 'Refused at the door',
      reached: true,
    });

    // Over: it cannot be refused again or delivered after all.
    expect((await setStatus(sellerOrder.id, 'refused')).statusCode).toBe(409);
    expect((await setStatus(sellerOrder.id, 'delivered')).json().error.message).toBe(
      'An order refused at the door cannot be changed',
    );
    expect((await recordOf())?.refusedAt).toHaveLength(1);

    // The admin sees the whole record.
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${row!.orderId}`,
      headers: { cookie: adminCookie },
    });
    expect(admin.json().data.phoneRecord).toMatchObject({
      phone: PHONE,
      confirmed: 0,
      delivered: 1,
      refusalsIn90Days: 1,
      lastRefusedAt: expect.any(String),
    });
  });

  it('refuses only a shipped part', async () => {
    const { sellerOrder } = await createSellerOrder(t.database.db, buyer, seller.user.id, [
      { productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 1 },
    ]);
    const res = await setStatus(sellerOrder.id, 'refused');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A pending order can only be marked Processing or Cancelled');
  });

  it('keeps the last 20 refusals of a phone', async () => {
    for (let i = 0; i < 21; i++) {
      const sellerOrder = await placeShipped();
      expect((await setStatus(sellerOrder.id, 'refused')).statusCode).toBe(200);
    }
    expect((await recordOf())?.refusedAt).toHaveLength(20);
    const sellerOrder = await placeShipped();
    expect((await send('GET', `/api/seller/orders/${sellerOrder.id}`)).json().data.customerSignal).toBe(
      'Refused 20 parcels in 90 days',
    );
  });
});

describe('refused-parcels settings', () => {
  const base = {
    shopName: 'OnSale',
    supportEmail: 'support@onsale.pk',
    supportPhone: '',
    supportHours: '',
    defaultCommissionRateBp: 1000,
  };
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: { cookie: adminCookie } });

  it('start at their defaults and round-trip', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: adminCookie } });
    expect(before.json().data).toMatchObject({
      codRefusalLimit: 2,
      codUnconfirmedMaxTotal: 0,
      codMaxOpenUnconfirmed: 0,
    });
    const input = { ...base, codRefusalLimit: 3, codUnconfirmedMaxTotal: 1_000_000, codMaxOpenUnconfirmed: 2 };
    const saved = await put(input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject(input);
    // Left out, they keep their values.
    expect((await put(base)).json().data).toMatchObject(input);
  });

  it.each([
    [{ codRefusalLimit: -1 }, 'Refusals before cash on delivery needs a call cannot be negative'],
    [{ codRefusalLimit: 1.5 }, 'Refusals before cash on delivery needs a call must be a whole number'],
    [{ codUnconfirmedMaxTotal: 'lots' }, 'Largest order for an unconfirmed phone must be an amount in paisa'],
    [{ codMaxOpenUnconfirmed: -2 }, 'Open unconfirmed orders per phone cannot be negative'],
  ])('answers 400 to %j', async (bad, message) => {
    const res = await put({ ...base, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });
});
