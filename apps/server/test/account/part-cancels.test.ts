import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, outbox, products, sellerOrders } from '../../src/db/schema';
import { caller, createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createOrderWithParts } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEFAULT_RATE_LIMITS } from '../../src/modules/limits/rate-limit-rules';

let t: TestApp;
let khaadi: Awaited<ReturnType<typeof createSellerWithBrand>>;
let outfitters: Awaited<ReturnType<typeof createSellerWithBrand>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let stranger: Awaited<ReturnType<typeof createBuyer>>;
let kurta: Awaited<ReturnType<typeof createSellerProduct>>;
let jeans: Awaited<ReturnType<typeof createSellerProduct>>;
let asBuyer: ReturnType<typeof caller>;
let asStranger: ReturnType<typeof caller>;
let asAdmin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const category = await createCategory(db, { name: 'Women', slug: 'women' });
  khaadi = await createSellerWithBrand(db, 'approved', { brandName: 'Khaadi' });
  outfitters = await createSellerWithBrand(db, 'approved', { brandName: 'Outfitters' });
  kurta = await createSellerProduct(db, khaadi, category, { name: 'Lawn Kurta', stock: 5 });
  jeans = await createSellerProduct(db, outfitters, category, { name: 'Slim Jeans', stock: 5 });
  buyer = await createBuyer(db, { firstName: 'Sana' });
  stranger = await createBuyer(db);
  asBuyer = caller(t, await sessionCookie(db, buyer.id));
  asStranger = caller(t, await sessionCookie(db, stranger.id));
  asAdmin = caller(t, await sessionCookie(db, (await createAdmin(db)).id));
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const partOf = async (id: string) =>
  (await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, id)))[0]!;

/** A split order: two Lawn Kurtas from Khaadi and one pair of Slim Jeans from Outfitters, with a coupon shared out. */
async function splitOrder(status: 'pending' | 'processing' | 'shipped' = 'pending', owner = buyer) {
  const { order, sellerOrders: parts } = await createOrderWithParts(t.database.db, owner, [
    {
      sellerId: khaadi.user.id,
      status,
      discount: 20_000,
      items: [{ productId: kurta.id, name: 'Lawn Kurta', brandName: 'Khaadi', price: 100_000, quantity: 2 }],
    },
    {
      sellerId: outfitters.user.id,
      discount: 10_000,
      items: [{ productId: jeans.id, name: 'Slim Jeans', brandName: 'Outfitters', price: 50_000, quantity: 1 }],
    },
  ]);
  return { order, khaadiPart: parts[0]!, outfittersPart: parts[1]! };
}

const cancelUrl = (orderId: string, partId: string) => `/api/account/orders/${orderId}/parts/${partId}/cancel`;

describe('POST /api/account/orders/:orderId/parts/:sellerOrderId/cancel', () => {
  it('cancels one part with its reason: stock back once, not charged, the other part unchanged, told with "You cancelled"', async () => {
    const { order, khaadiPart, outfittersPart } = await splitOrder();
    const kurtaStock = await stockOf(kurta.id);
    const jeansStock = await stockOf(jeans.id);

    const res = await asBuyer('POST', cancelUrl(order.id, khaadiPart.id), { reason: 'Found it cheaper' });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.status).toBe('pending');
    expect(detail.sellerOrders).toMatchObject([
      { id: khaadiPart.id, status: 'cancelled', cancelledBy: 'shopper', cancelReason: 'Found it cheaper' },
      { id: outfittersPart.id, status: 'pending', cancelledBy: null, cancelReason: '' },
    ]);
    expect(await stockOf(kurta.id)).toBe(kurtaStock + 2);
    expect(await stockOf(jeans.id)).toBe(jeansStock);

    const cancelled = await partOf(khaadiPart.id);
    expect(cancelled).toMatchObject({ paymentStatus: 'not_charged', cancelledBy: 'shopper', discount: 20_000 });
    // Its share of the coupon stays its own: the other part's amounts are as they were.
    const other = await partOf(outfittersPart.id);
    expect(other).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      subtotal: outfittersPart.subtotal,
      shipping: outfittersPart.shipping,
      discount: 10_000,
    });

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'order-cancelled')));
    expect(mail!.subject).toBe(`Order ${order.number}: You cancelled your items from Khaadi`);
    expect(mail!.text).toContain(
      `You cancelled your items from Khaadi in order ${order.number}. Reason: Found it cheaper.`,
    );
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'order_status')));
    expect(notice!.body).toContain('You cancelled your items from Khaadi');
    // The seller is told not to pack it, in the app and by e-mail.
    const [sellerNotice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, khaadi.user.id), eq(notifications.kind, 'seller_order_cancelled')));
    expect(sellerNotice).toMatchObject({
      title: `Order ${order.number}: The shopper cancelled your items`,
      body: `The shopper cancelled order ${order.number} (2 items) before it shipped; don't pack it. Reason: Found it cheaper. The items are back in your stock.`,
      link: `/seller/orders/${khaadiPart.id}`,
    });
    const [sellerMail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, khaadi.user.email), eq(outbox.kind, 'seller-order-cancelled')));
    expect(sellerMail!.subject).toBe(`Order ${order.number}: The shopper cancelled your items`);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, outfitters.user.id), eq(notifications.kind, 'seller_order_cancelled'))),
    ).toHaveLength(0);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, khaadiPart.id), eq(auditLog.action, 'seller_order.status')));
    expect(audit).toMatchObject({ actorId: buyer.id, after: { status: 'cancelled', cancelledBy: 'shopper' } });

    // A second cancel finds it cancelled already, and the stock is not put back twice.
    const again = await asBuyer('POST', cancelUrl(order.id, khaadiPart.id), { reason: 'Found it cheaper' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The order is already cancelled');
    expect(await stockOf(kurta.id)).toBe(kurtaStock + 2);
  });

  it('keeps the shopper’s own words for Other', async () => {
    const { order, outfittersPart } = await splitOrder();
    const res = await asBuyer('POST', cancelUrl(order.id, outfittersPart.id), {
      reason: 'Other',
      note: 'Bought it as a gift, no longer needed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sellerOrders[1]).toMatchObject({
      cancelledBy: 'shopper',
      cancelReason: 'Bought it as a gift, no longer needed',
    });
  });

  it.each([
    [{}, 'Please give a reason for cancelling'],
    [{ reason: 'Out of stock' }, 'Please give a reason for cancelling'],
    [{ reason: 'Other' }, 'Please say why you are cancelling'],
    [{ reason: 'Other', note: 'x'.repeat(201) }, 'Please keep the reason under 200 characters'],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const { order, khaadiPart } = await splitOrder();
    const stock = await stockOf(kurta.id);
    const res = await asBuyer('POST', cancelUrl(order.id, khaadiPart.id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await partOf(khaadiPart.id)).status).toBe('pending');
    expect(await stockOf(kurta.id)).toBe(stock);
  });

  it('refuses a part handed to a courier with the rule’s words', async () => {
    const { order, khaadiPart } = await splitOrder('shipped');
    const stock = await stockOf(kurta.id);
    const res = await asBuyer('POST', cancelUrl(order.id, khaadiPart.id), { reason: 'Delivery too slow' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An order that is shipped can no longer be cancelled');
    expect((await partOf(khaadiPart.id)).status).toBe('shipped');
    expect(await stockOf(kurta.id)).toBe(stock);
  });

  it('lets a processing part be cancelled', async () => {
    const { order, khaadiPart } = await splitOrder('processing');
    const res = await asBuyer('POST', cancelUrl(order.id, khaadiPart.id), { reason: 'Wrong address' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sellerOrders[0].status).toBe('cancelled');
  });

  it("answers 404 for anybody else's order, a part of another order and unknown ids, changing nothing", async () => {
    const { order, khaadiPart } = await splitOrder();
    const mine = await splitOrder();
    const body = { reason: 'Ordered by mistake' };
    for (const res of [
      await asStranger('POST', cancelUrl(order.id, khaadiPart.id), body),
      await asBuyer('POST', cancelUrl(mine.order.id, khaadiPart.id), body),
      await asBuyer('POST', cancelUrl('not-a-uuid', khaadiPart.id), body),
      await asBuyer('POST', cancelUrl(order.id, 'not-a-uuid'), body),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Order not found');
    }
    expect((await partOf(khaadiPart.id)).status).toBe('pending');
    const signedOut = await t.app.inject({ method: 'POST', url: cancelUrl(order.id, khaadiPart.id), payload: body });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('POST /api/orders/track/cancel', () => {
  const trackCancel = (payload: object) => t.app.inject({ method: 'POST', url: '/api/orders/track/cancel', payload });

  it('a guest who proves the order with its e-mail cancels one parcel and sees it cancelled', async () => {
    const { order, khaadiPart } = await splitOrder();
    const stock = await stockOf(kurta.id);
    const tracked = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { orderNumber: order.number, email: buyer.email },
      })
    ).json().data;
    expect(tracked.shipments.map((s: { id: string; sellerName: string }) => [s.id, s.sellerName])).toEqual([
      [khaadiPart.id, 'Khaadi'],
      [expect.any(String), 'Outfitters'],
    ]);

    const res = await trackCancel({
      orderNumber: order.number.toLowerCase(),
      email: buyer.email.toUpperCase(),
      sellerOrderId: khaadiPart.id,
      reason: 'Wrong size or colour',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shipments[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'shopper',
      cancelReason: 'Wrong size or colour',
    });
    expect(res.json().data.shipments[1].status).toBe('pending');
    expect(await stockOf(kurta.id)).toBe(stock + 2);
  });

  it('answers 404 for a wrong e-mail or a parcel of another order, and 400 without a reason', async () => {
    const { order, khaadiPart } = await splitOrder();
    const other = await splitOrder();
    const wrongEmail = await trackCancel({
      orderNumber: order.number,
      email: 'someone.else@example.com',
      sellerOrderId: khaadiPart.id,
      reason: 'Ordered by mistake',
    });
    expect(wrongEmail.statusCode).toBe(404);
    const otherPart = await trackCancel({
      orderNumber: order.number,
      email: buyer.email,
      sellerOrderId: other.khaadiPart.id,
      reason: 'Ordered by mistake',
    });
    expect(otherPart.statusCode).toBe(404);
    const noReason = await trackCancel({ orderNumber: order.number, email: buyer.email, sellerOrderId: khaadiPart.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Please give a reason for cancelling');
    expect((await partOf(khaadiPart.id)).status).toBe('pending');
    expect((await partOf(other.khaadiPart.id)).status).toBe('pending');
  });
});

describe('the guest cancel counts against the tracking limit', () => {
  it('refuses guesses past the limit, while a proven order that cannot be cancelled is not a guess', async () => {
    const limit = DEFAULT_RATE_LIMITS['order-tracking'].limit;
    const shipped = await splitOrder('shipped');
    const send = (payload: object, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/orders/track/cancel', payload, remoteAddress });
    const proven = { orderNumber: shipped.order.number, email: buyer.email, sellerOrderId: shipped.khaadiPart.id };
    for (let i = 0; i < limit + 2; i++)
      expect((await send({ ...proven, reason: 'Wrong address' }, '198.51.100.90')).statusCode).toBe(409);

    const guesses = [];
    for (let i = 0; i < limit + 1; i++)
      guesses.push(
        (await send({ ...proven, email: `guess${i}@example.pk`, reason: 'Wrong address' }, '198.51.100.91')).statusCode,
      );
    expect(guesses.filter((code) => code === 404)).toHaveLength(limit);
    expect(guesses.at(-1)).toBe(429);
  });
});

describe('seller and admin cancels need a reason, and say who cancelled', () => {
  it('a seller’s cancel without a reason is a 400; with one, the e-mail says "The seller cancelled"', async () => {
    const { order, khaadiPart } = await splitOrder();
    const asKhaadi = caller(t, khaadi.cookie);
    const url = `/api/seller/orders/${khaadiPart.id}/status`;
    const missing = await asKhaadi('PATCH', url, { status: 'cancelled' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please give a reason for cancelling');
    expect((await asKhaadi('PATCH', url, { status: 'cancelled', reason: 'Fake order' })).statusCode).toBe(400);
    expect((await partOf(khaadiPart.id)).status).toBe('pending');

    const res = await asKhaadi('PATCH', url, { status: 'cancelled', reason: 'Cannot deliver to this address' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cancelledBy: 'seller', cancelReason: 'Cannot deliver to this address' });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'order-cancelled')));
    const mail = mails.find((m) => m.subject.startsWith(`Order ${order.number}:`));
    expect(mail!.subject).toBe(`Order ${order.number}: The seller cancelled your items from Khaadi`);
    expect(mail!.text).toContain('Reason: Cannot deliver to this address.');
  });

  it('an admin’s cancel without a reason is a 400; with one, the e-mail says "OnSale cancelled"', async () => {
    const { order, outfittersPart } = await splitOrder();
    const url = `/api/admin/seller-orders/${outfittersPart.id}/status`;
    const missing = await asAdmin('PUT', url, { status: 'cancelled' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please give a reason for cancelling');

    const res = await asAdmin('PUT', url, { status: 'cancelled', reason: 'Fake order' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sellerOrders[1]).toMatchObject({ cancelledBy: 'admin', cancelReason: 'Fake order' });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'order-cancelled')));
    const mail = mails.find((m) => m.subject.startsWith(`Order ${order.number}:`));
    expect(mail!.subject).toBe(`Order ${order.number}: OnSale cancelled your item from Outfitters`);
    expect(mail!.text).toContain(
      `OnSale cancelled your item from Outfitters in order ${order.number}. Reason: Fake order.`,
    );
  });

  it('a status e-mail’s subject says what happened to the part, as its body does', async () => {
    const { order, khaadiPart } = await splitOrder();
    const asKhaadi = caller(t, khaadi.cookie);
    expect(
      (await asKhaadi('PATCH', `/api/seller/orders/${khaadiPart.id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'order-processing')));
    expect(mail!.subject).toBe(`Order ${order.number}: Your items from Khaadi are being prepared`);
    expect(mail!.text).toContain(`Your items from Khaadi in order ${order.number} are being prepared by the seller.`);
  });
});

describe('cancellation rate over 30 days', () => {
  it('counts the parts the seller cancelled out of the parts placed, on the dashboard and the admin’s seller list', async () => {
    const db = t.database.db;
    const fresh = await createSellerWithBrand(db, 'approved', { brandName: 'Rate Co' });
    const idle = await createSellerWithBrand(db, 'approved', { brandName: 'Idle Co' });
    const part = (over: object) => ({ sellerId: fresh.user.id, items: [{ price: 10_000 }], ...over });
    await createOrderWithParts(db, buyer, [
      part({ status: 'cancelled', cancelledBy: 'seller' }),
      part({ status: 'cancelled', cancelledBy: 'shopper' }),
      part({ status: 'delivered' }),
      part({ status: 'pending' }),
      part({ status: 'processing' }),
      part({ status: 'shipped' }),
      part({ status: 'pending' }),
      part({ status: 'pending' }),
    ]);
    // Older than 30 days: not counted.
    await createOrderWithParts(db, buyer, [
      part({ status: 'cancelled', cancelledBy: 'seller', createdAt: new Date(Date.now() - 31 * 86_400_000) }),
    ]);

    const dashboard = (await caller(t, fresh.cookie)('GET', '/api/seller/dashboard')).json().data;
    expect(dashboard.cancellationRate).toBe(12.5);
    expect((await caller(t, idle.cookie)('GET', '/api/seller/dashboard')).json().data.cancellationRate).toBeNull();

    const list = (await asAdmin('GET', '/api/admin/sellers?q=Co')).json().data;
    const rateOf = (name: string) => list.find((s: { brandName: string }) => s.brandName === name).cancellationRate;
    expect(rateOf('Rate Co')).toBe(12.5);
    expect(rateOf('Idle Co')).toBeNull();
  });
});
