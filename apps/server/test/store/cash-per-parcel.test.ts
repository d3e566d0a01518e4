import { normalisePhone } from '@onsale/core/phone';
import { payRiderText } from '@onsale/core/part-payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, orders, outbox, phoneRecords, sellerOrders } from '../../src/db/schema';
import { remindSellersToShip, tellSellers } from '../../src/modules/orders/seller-notices.service';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createProduct, createSellerProduct } from '../support/catalogue';
import { checkoutBody, confirmAsShopper } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { statusChange } from '../support/status-change';

let t: TestApp;
let kurtaCo: Awaited<ReturnType<typeof createSellerWithBrand>>;
let shawlCo: Awaited<ReturnType<typeof createSellerWithBrand>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let buyerCookie: string;
let adminCookie: string;
let products: { kurta: { id: string }; shawl: { id: string }; socks: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const category = await createCategory(db, { name: 'Men', slug: 'men' });
  kurtaCo = await createSellerWithBrand(db, 'approved', { brandName: 'Kurta Co' });
  shawlCo = await createSellerWithBrand(db, 'approved', { brandName: 'Shawl Co' });
  buyer = await createBuyer(db, { firstName: 'Ayesha' });
  buyerCookie = await sessionCookie(db, buyer.id);
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
  products = {
    kurta: await createSellerProduct(db, kurtaCo, category, {
      name: 'Kurta',
      price: 199_999,
      stock: 50,
      sizes: [],
      colors: [],
    }),
    shawl: await createSellerProduct(db, shawlCo, category, {
      name: 'Shawl',
      price: 333_333,
      stock: 50,
      sizes: [],
      colors: [],
    }),
    socks: await createProduct(db, { category }, { name: 'Socks', price: 12_345, stock: 50, sizes: [], colors: [] }),
  };
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A signed-in shopper's order (the coupon used once: it is one use per shopper) of a kurta (Kurta Co), a shawl (Shawl Co) and, if asked, socks (the marketplace's). */
async function placeSplitOrder({ socks = false, coupon = false } = {}) {
  const items = [
    { product_id: products.kurta.id, quantity: 1 },
    { product_id: products.shawl.id, quantity: 2 },
    ...(socks ? [{ product_id: products.socks.id, quantity: 3 }] : []),
  ];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    headers: { cookie: buyerCookie },
    payload: checkoutBody(buyer.email, items, coupon ? { coupon: 'ONSALENOW20' } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data.order as { id: string; order_number: string; grand_total: number };
  await confirmAsShopper(t.app, t.database.db, placed.id);
  const detail = (await send('GET', `/api/account/orders/${placed.id}`, buyerCookie)).json().data;
  const partOf = (seller: { user: { id: string } }) =>
    detail.sellerOrders.find(
      (part: { sellerName: string }) => part.sellerName === (seller === kurtaCo ? 'Kurta Co' : 'Shawl Co'),
    );
  return { placed, detail, kurtaPart: partOf(kurtaCo), shawlPart: partOf(shawlCo) };
}

const setStatus = (seller: { cookie: string }, id: string, status: string) =>
  send('PATCH', `/api/seller/orders/${id}/status`, seller.cookie, statusChange(status));

describe('cash per parcel', () => {
  it("shows each part's cash, the coupon shared out, adding up to the order's total", async () => {
    const { placed, detail } = await placeSplitOrder({ socks: true, coupon: true });
    expect(detail.discount).toBeGreaterThan(0);
    expect(detail.sellerOrders).toHaveLength(3);
    const cash = detail.sellerOrders.map((part: { cashToCollect: number }) => part.cashToCollect);
    expect(cash.reduce((sum: number, amount: number) => sum + amount, 0)).toBe(detail.total);
    expect(detail.total).toBe(placed.grand_total);
    expect(detail.paymentStatus).toBe('pending');
    for (const part of detail.sellerOrders) expect(part.paymentStatus).toBe('pending');

    // The tracking page answers the same amounts per parcel.
    const tracked = (
      await send('POST', '/api/orders/track', undefined, { orderNumber: placed.order_number, email: buyer.email })
    ).json().data;
    expect(tracked.shipments.map((s: { cashToCollect: number }) => s.cashToCollect)).toEqual(cash);

    // The receipt names each parcel's cash.
    const [receipt] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your OnSale order ${placed.order_number}`));
    for (const [index, amount] of cash.entries()) {
      expect(receipt!.text).toContain(`Parcel ${index + 1} of 3 (`);
      expect(receipt!.text).toContain(`${payRiderText(amount)}.`);
    }
  });

  it('marks a part paid when delivered and not charged when cancelled, in the answers and the e-mails', async () => {
    const { placed, kurtaPart, shawlPart } = await placeSplitOrder();
    const db = t.database.db;
    const phone = normalisePhone('0300 1234567');
    const deliveredBefore =
      (await db.select().from(phoneRecords).where(eq(phoneRecords.phone, phone)))[0]?.delivered ?? 0;

    for (const status of ['processing', 'shipped', 'delivered'])
      expect((await setStatus(kurtaCo, kurtaPart.id, status)).statusCode).toBe(200);
    expect((await setStatus(shawlCo, shawlPart.id, 'cancelled')).statusCode).toBe(200);

    const detail = (await send('GET', `/api/account/orders/${placed.id}`, buyerCookie)).json().data;
    const byId = (id: string) => detail.sellerOrders.find((part: { id: string }) => part.id === id);
    expect(byId(kurtaPart.id).paymentStatus).toBe('paid');
    expect(byId(shawlPart.id).paymentStatus).toBe('not_charged');
    // Every part still to be paid is paid: the order is.
    expect(detail.paymentStatus).toBe('paid');
    const [row] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, kurtaPart.id));
    expect(row!.cashCollectedAt).not.toBeNull();
    const seller = (await send('GET', `/api/seller/orders/${kurtaPart.id}`, kurtaCo.cookie)).json().data;
    expect(seller).toMatchObject({ paymentStatus: 'paid', total: kurtaPart.cashToCollect });
    const admin = (await send('GET', `/api/admin/orders/${placed.id}`, adminCookie)).json().data;
    expect(admin.paymentStatus).toBe('paid');
    expect(admin.sellerOrders.map((p: { paymentStatus: string }) => p.paymentStatus).sort()).toEqual([
      'not_charged',
      'paid',
    ]);

    // The delivery counted once for the order's phone.
    expect((await db.select().from(phoneRecords).where(eq(phoneRecords.phone, phone)))[0]!.delivered).toBe(
      deliveredBefore + 1,
    );

    const mails = await db.select().from(outbox).where(eq(outbox.recipient, buyer.email));
    const shipped = mails.find((m) => m.kind === 'order-shipped' && m.text.includes('Kurta'));
    expect(shipped!.text).toContain(`to the rider for this parcel.`);
    const delivered = mails.find((m) => m.kind === 'order-delivered' && m.text.includes('Kurta'));
    expect(delivered!.text).toContain('Paid (cash collected): Rs.');
    const cancelled = mails.find((m) => m.kind === 'order-cancelled' && m.text.includes('Shawl'));
    expect(cancelled!.text).not.toContain('to the rider');
  });

  it("lets the admin record a shipped parcel's cash once, and refuses a part not shipped", async () => {
    const { placed, kurtaPart, shawlPart } = await placeSplitOrder();
    const record = (id: string) =>
      send('POST', `/api/admin/orders/${placed.id}/parts/${id}/cash-collected`, adminCookie);
    for (const status of ['processing', 'shipped']) await setStatus(kurtaCo, kurtaPart.id, status);

    const first = await record(kurtaPart.id);
    expect(first.statusCode, first.body).toBe(200);
    const part = first.json().data.sellerOrders.find((p: { id: string }) => p.id === kurtaPart.id);
    expect(part).toMatchObject({ paymentStatus: 'paid' });
    expect(part.cashCollectedAt).not.toBeNull();

    const again = await record(kurtaPart.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The cash of this parcel has already been recorded as collected');
    const pending = await record(shawlPart.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe(
      'Cash can be recorded as collected only for a parcel that has been shipped or delivered',
    );
    expect((await record('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Not an admin: refused before anything is read.
    expect(
      (await send('POST', `/api/admin/orders/${placed.id}/parts/${shawlPart.id}/cash-collected`, kurtaCo.cookie))
        .statusCode,
    ).toBe(403);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, kurtaPart.id));
    expect(audits.filter((a) => a.action === 'seller_order.cash_collected')).toHaveLength(1);
    // Delivered afterwards, it stays paid with the time recorded by hand.
    const [before] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, kurtaPart.id));
    await setStatus(kurtaCo, kurtaPart.id, 'delivered');
    const [after] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, kurtaPart.id));
    expect(after!.paymentStatus).toBe('paid');
    expect(after!.cashCollectedAt).toEqual(before!.cashCollectedAt);
  });
});

describe('sellers told of their orders', () => {
  it('tells each seller once per part, by e-mail and in the app, however often it runs', async () => {
    const db = t.database.db;
    await tellSellers(db, { publicUrl: t.config.publicUrl }); // what earlier tests left
    const { placed, kurtaPart } = await placeSplitOrder({ socks: true });

    expect(await tellSellers(db, { orderId: placed.id, publicUrl: t.config.publicUrl })).toBe(2);
    expect(await tellSellers(db, { orderId: placed.id, publicUrl: t.config.publicUrl })).toBe(0);
    expect(await tellSellers(db, { publicUrl: t.config.publicUrl })).toBe(0);

    const subject = `New order ${placed.order_number}: 1 item to pack`;
    const toKurtaCo = await db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(toKurtaCo.map((m) => m.recipient)).toEqual([kurtaCo.user.email]);
    expect(toKurtaCo[0]!.text).toContain('1 × Kurta');
    expect(toKurtaCo[0]!.text).toContain(`/seller/orders/${kurtaPart.id}`);
    expect(toKurtaCo[0]!.text).toMatch(/the rider collects Rs\. [\d,.]+ for this parcel/);
    const shawl = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `New order ${placed.order_number}: 2 items to pack`));
    expect(shawl.map((m) => m.recipient)).toEqual([shawlCo.user.email]);

    const notices = await db.select().from(notifications).where(eq(notifications.title, subject));
    expect(notices.map((n) => [n.userId, n.link])).toEqual([[kurtaCo.user.id, `/seller/orders/${kurtaPart.id}`]]);
    // The marketplace's part is marked told too: nobody to tell.
    const untold = await db.select().from(sellerOrders).where(eq(sellerOrders.orderId, placed.id));
    expect(untold.every((part) => part.sellerNotifiedAt !== null)).toBe(true);
  });

  it('tells nobody of an order still awaiting confirmation, and counts only confirmed parts to pack', async () => {
    const db = t.database.db;
    const toPack = async () => (await send('GET', '/api/seller/orders/to-pack', kurtaCo.cookie)).json().data.count;
    await tellSellers(db, { publicUrl: t.config.publicUrl });
    const before = await toPack();
    const { placed } = await placeSplitOrder();
    expect(await toPack()).toBe(before + 1);
    await db.update(orders).set({ confirmation: 'awaiting' }).where(eq(orders.id, placed.id));
    expect(await toPack()).toBe(before);
    expect(await tellSellers(db, { publicUrl: t.config.publicUrl })).toBe(0);
    await db.update(orders).set({ confirmation: 'confirmed' }).where(eq(orders.id, placed.id));
    expect(await tellSellers(db, { publicUrl: t.config.publicUrl })).toBe(2);
    expect((await send('GET', '/api/seller/orders/to-pack')).statusCode).toBe(401);
  });

  it('e-mails each seller once a day the parts not shipped two days after confirmation', async () => {
    const db = t.database.db;
    const { placed, kurtaPart, shawlPart } = await placeSplitOrder();
    const recent = await placeSplitOrder();
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    // Every earlier order of these tests is late too, except those shipped or on their way.
    await db.update(orders).set({ confirmedAt: threeDaysAgo });
    await db.update(orders).set({ confirmedAt: new Date() }).where(eq(orders.id, recent.placed.id));
    await setStatus(shawlCo, shawlPart.id, 'processing');
    await setStatus(shawlCo, shawlPart.id, 'shipped');

    const queuedBefore = (await db.select().from(outbox).where(eq(outbox.kind, 'seller-parts-to-ship'))).length;
    expect(await remindSellersToShip(db, { publicUrl: t.config.publicUrl })).toBeGreaterThanOrEqual(1);
    const reminders = (await db.select().from(outbox).where(eq(outbox.kind, 'seller-parts-to-ship'))).slice(
      queuedBefore,
    );
    const toKurtaCo = reminders.filter((m) => m.recipient === kurtaCo.user.email);
    expect(toKurtaCo).toHaveLength(1);
    expect(toKurtaCo[0]!.text).toContain(`${placed.order_number}: not started, confirmed 3 days ago`);
    expect(toKurtaCo[0]!.text).toContain(`/seller/orders/${kurtaPart.id}`);
    expect(toKurtaCo[0]!.text).not.toContain(recent.placed.order_number);
    expect(
      reminders.filter((m) => m.recipient === shawlCo.user.email).every((m) => !m.text.includes(placed.order_number)),
    ).toBe(true);
  });
});
