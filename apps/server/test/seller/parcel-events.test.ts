import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_EVENT_MESSAGES } from '@onsale/core/parcel-events';
import { auditLog, outbox, parcelEvents, phoneRecords, products, sellerOrders, settings } from '../../src/db/schema';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createSellerOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let other: Awaited<ReturnType<typeof createSellerWithBrand>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let adminCookie: string;
let kurta: Awaited<ReturnType<typeof createSellerProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const category = await createCategory(db, { name: 'Men', slug: 'men' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Doorstep Kurta' });
  other = await createSellerWithBrand(db, 'approved');
  buyer = await createBuyer(db);
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
  kurta = await createSellerProduct(db, seller, category, { name: 'Doorstep Kurta', stock: 50 });
});
afterAll(() => t.close());

let parcels = 0;
/** A part the seller handed to TCS through the API, with a tracking number of its own. */
async function shippedPart() {
  const { order, sellerOrder } = await createSellerOrder(
    t.database.db,
    buyer,
    seller.user.id,
    [{ productId: kurta.id, name: 'Doorstep Kurta', price: 150_000, quantity: 1 }],
    { status: 'processing' },
  );
  const trackingNumber = `DOOR${++parcels}`;
  const shipped = await t.app.inject({
    method: 'PATCH',
    url: `/api/seller/orders/${sellerOrder.id}/status`,
    payload: { status: 'shipped', courier: 'tcs', trackingNumber },
    headers: { cookie: seller.cookie },
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return { order, sellerOrder, trackingNumber };
}

const record = (id: string, body: object, cookie = seller.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/seller/orders/${id}/parcel-events`, payload: body, headers: { cookie } });
const partRow = async (id: string) =>
  (await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, id)))[0]!;
const eventsOf = (id: string) =>
  t.database.db.select().from(parcelEvents).where(eq(parcelEvents.sellerOrderId, id)).orderBy(parcelEvents.id);
const lastMailTo = async (email: string, kind: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.id))
      .limit(1)
  )[0];

describe('a parcel recorded by hand', () => {
  it('goes out for delivery: the seller, the shopper and the admin see the timeline, the shopper is told to keep the cash ready', async () => {
    const { order, sellerOrder } = await shippedPart();
    const res = await record(sellerOrder.id, { event: 'out_for_delivery' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('shipped');
    expect(data.parcelEvents.map((e: { kind: string }) => e.kind)).toEqual(['shipped', 'out_for_delivery']);
    expect(data.parcelEvents[1]).toMatchObject({ label: 'Out for delivery', reason: null, recordedBy: 'seller' });
    expect(data.nextParcelEvents).toEqual(['attempt_failed']);

    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: order.number, email: buyer.email },
    });
    expect(tracked.json().data.shipments[0].parcelEvents.map((e: { label: string }) => e.label)).toEqual([
      'Handed to the courier',
      'Out for delivery',
    ]);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/account/orders/${order.id}`,
      headers: { cookie: await sessionCookie(t.database.db, buyer.id) },
    });
    expect(mine.json().data.sellerOrders[0].parcelEvents).toHaveLength(2);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: adminCookie },
    });
    expect(asAdmin.json().data.sellerOrders[0]).toMatchObject({ nextParcelEvents: ['attempt_failed'] });

    const mail = await lastMailTo(buyer.email, 'parcel-out-for-delivery');
    expect(mail?.subject).toBe(`Order ${order.number}: out for delivery`);
    expect(mail?.text).toContain(`Your item from Doorstep Kurta in order ${order.number} is out for delivery today.`);
    expect(mail?.text).toContain('Sent with TCS, tracking number');
    expect(mail?.text).toContain('Pay Rs. 1,750 to the rider for this parcel.');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sellerOrder.id), eq(auditLog.action, 'seller_order.parcel_event')));
    expect(audit).toMatchObject({
      actorId: seller.user.id,
      before: { deliveryStage: 'with_courier' },
      after: { deliveryStage: 'out_for_delivery', event: 'out_for_delivery', recordedBy: 'seller' },
    });
  });

  it('refuses what does not follow, a failed attempt without its reason and another seller’s parcel, and changes nothing', async () => {
    const { sellerOrder } = await shippedPart();
    expect((await record(sellerOrder.id, { event: 'out_for_delivery' })).statusCode).toBe(200);
    const again = await record(sellerOrder.id, { event: 'out_for_delivery' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PARCEL_EVENT_MESSAGES.alreadyOut);
    for (const body of [
      { event: 'attempt_failed' },
      { event: 'attempt_failed', reason: 'The dog ate it' },
      { event: 'attempt_failed', reason: 'Other' },
      { event: 'delivered' },
      { event: 'teleported' },
    ]) {
      const res = await record(sellerOrder.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await record(sellerOrder.id, { event: 'attempt_failed' })).json().error.message).toContain(
      PARCEL_EVENT_MESSAGES.reasonRequired,
    );
    expect((await record(sellerOrder.id, { event: 'out_for_delivery' }, other.cookie)).statusCode).toBe(404);
    expect(await eventsOf(sellerOrder.id)).toHaveLength(2);
    expect(await partRow(sellerOrder.id)).toMatchObject({ status: 'shipped', deliveryStage: 'out_for_delivery' });

    const { sellerOrder: packing } = await createSellerOrder(
      t.database.db,
      buyer,
      seller.user.id,
      [{ productId: kurta.id, name: 'Doorstep Kurta', price: 150_000, quantity: 1 }],
      { status: 'processing' },
    );
    const early = await record(packing.id, { event: 'out_for_delivery' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(PARCEL_EVENT_MESSAGES.notShipped);
    expect(await eventsOf(packing.id)).toHaveLength(0);
  });

  it('fails an attempt with its reason, goes out again and is delivered: the timeline keeps each in order and the cash is collected', async () => {
    const { sellerOrder } = await shippedPart();
    await record(sellerOrder.id, { event: 'out_for_delivery' });
    const failed = await record(sellerOrder.id, { event: 'attempt_failed', reason: 'Other', note: 'Gate locked' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data.nextParcelEvents).toEqual(['out_for_delivery', 'attempt_failed']);
    const failedMail = await lastMailTo(buyer.email, 'parcel-attempt-failed');
    expect(failedMail?.text).toContain('(Gate locked). They will try again');
    await record(sellerOrder.id, { event: 'out_for_delivery' });
    const delivered = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/orders/${sellerOrder.id}/status`,
      payload: { status: 'delivered' },
      headers: { cookie: seller.cookie },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const data = delivered.json().data;
    expect(data.parcelEvents.map((e: { kind: string; reason: string | null }) => [e.kind, e.reason])).toEqual([
      ['shipped', null],
      ['out_for_delivery', null],
      ['attempt_failed', 'Gate locked'],
      ['out_for_delivery', null],
      ['delivered', null],
    ]);
    expect(data.nextParcelEvents).toEqual([]);
    expect(data.paymentStatus).toBe('paid');
    expect(await partRow(sellerOrder.id)).toMatchObject({ deliveryStage: null });
  });

  it('lets an admin record a failed attempt on any seller’s parcel; a seller cannot use the admin’s address', async () => {
    const { order, sellerOrder } = await shippedPart();
    const url = `/api/admin/seller-orders/${sellerOrder.id}/parcel-events`;
    const asSeller = await t.app.inject({
      method: 'POST',
      url,
      payload: { event: 'attempt_failed', reason: 'Address not found' },
      headers: { cookie: seller.cookie },
    });
    expect(asSeller.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { event: 'attempt_failed', reason: 'Address not found' },
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(order.id);
    expect(res.json().data.sellerOrders[0].parcelEvents[1]).toMatchObject({
      kind: 'attempt_failed',
      reason: 'Address not found',
      recordedBy: 'admin',
    });
  });
});

describe("a courier's own updates", () => {
  const send = (courier: string, body: object, secret?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/couriers/${courier}/events`,
      payload: body,
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });
  const newSecret = async (courier: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/courier-updates/${courier}/secret`,
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.secret as string;
  };

  it('are refused without the secret the admin made, which is kept only as its hash', async () => {
    const { trackingNumber } = await shippedPart();
    const update = { eventId: 'e-1', trackingNumber, event: 'out_for_delivery' };
    expect((await send('tcs', update)).statusCode).toBe(401);
    const secret = await newSecret('tcs');
    expect(secret).toMatch(/^onsale_[\w-]{32}$/);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/courier-updates',
      headers: { cookie: adminCookie },
    });
    expect(listed.json().data.find((c: { courier: string }) => c.courier === 'tcs')).toMatchObject({ on: true });
    expect(listed.json().data.find((c: { courier: string }) => c.courier === 'trax')).toMatchObject({ on: false });
    expect(listed.json().path).toBe('/api/couriers/{courier}/events');
    const stored = JSON.stringify(await t.database.db.select().from(settings));
    const audits = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(stored).not.toContain(secret);
    expect(audits).not.toContain(secret);

    const wrong = await send('tcs', update, `${secret}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(PARCEL_EVENT_MESSAGES.secretInvalid);
    // one courier's secret is not another's
    expect((await send('leopards', update, secret)).statusCode).toBe(401);
    const asSeller = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courier-updates/tcs/secret',
      headers: { cookie: seller.cookie },
    });
    expect(asSeller.statusCode).toBe(403);

    // a new secret replaces the old one; turned off, none works
    const next = await newSecret('tcs');
    expect((await send('tcs', update, secret)).statusCode).toBe(401);
    expect((await send('tcs', update, next)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/courier-updates/tcs/secret',
      headers: { cookie: adminCookie },
    });
    expect(off.statusCode).toBe(204);
    expect((await send('tcs', { ...update, eventId: 'e-2' }, next)).statusCode).toBe(401);
  });

  it('record each update once, name the parcel by its tracking number, and end it delivered with the cash collected', async () => {
    const secret = await newSecret('tcs');
    const { order, sellerOrder, trackingNumber } = await shippedPart();
    const unknown = await send('tcs', { eventId: 'x-0', trackingNumber: 'NOPE123', event: 'delivered' }, secret);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(PARCEL_EVENT_MESSAGES.parcelNotFound);
    const future = await send(
      'tcs',
      { eventId: 'x-1', trackingNumber, event: 'out_for_delivery', happenedAt: '2099-01-01T00:00:00+05:00' },
      secret,
    );
    expect(future.statusCode).toBe(400);

    const out = { eventId: 'x-2', trackingNumber: ` ${trackingNumber.toLowerCase()} `, event: 'out_for_delivery' };
    const first = await send('tcs', out, secret);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ recorded: true, trackingNumber, status: 'shipped' });
    const replay = await send('tcs', out, secret);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.recorded).toBe(false);

    // the courier's clock may run a little ahead of the shop's
    const deliveredAt = new Date(Date.now() + 60_000).toISOString();
    const delivered = await send(
      'tcs',
      { eventId: 'x-3', trackingNumber, event: 'delivered', happenedAt: deliveredAt },
      secret,
    );
    expect(delivered.json().data).toEqual({ recorded: true, trackingNumber, status: 'delivered' });
    expect(await partRow(sellerOrder.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const events = await eventsOf(sellerOrder.id);
    expect(events.map((e) => [e.kind, e.recordedBy, e.courierEventId])).toEqual([
      ['shipped', 'seller', null],
      ['out_for_delivery', 'courier', 'x-2'],
      ['delivered', 'courier', 'x-3'],
    ]);
    expect(events[2]!.happenedAt.toISOString()).toBe(new Date(deliveredAt).toISOString());
    const late = await send('tcs', { eventId: 'x-4', trackingNumber, event: 'returned' }, secret);
    expect(late.statusCode).toBe(409);
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: order.number, email: buyer.email },
    });
    expect(tracked.json().data.shipments[0].parcelEvents.at(-1)).toMatchObject({
      kind: 'delivered',
      recordedBy: 'courier',
      at: new Date(deliveredAt).toISOString(),
    });
  });

  it('return a refused parcel to its seller and put the refusal on the phone’s record', async () => {
    const secret = await newSecret('tcs');
    const { sellerOrder, trackingNumber } = await shippedPart();
    const phone = (await t.database.db.select().from(phoneRecords)).length;
    await send(
      'tcs',
      { eventId: 'r-1', trackingNumber, event: 'attempt_failed', reason: 'Shopper refused the parcel' },
      secret,
    );
    const returned = await send('tcs', { eventId: 'r-2', trackingNumber, event: 'returned' }, secret);
    expect(returned.json().data).toMatchObject({ recorded: true, status: 'refused' });
    expect(await partRow(sellerOrder.id)).toMatchObject({ status: 'refused', paymentStatus: 'not_charged' });
    expect((await eventsOf(sellerOrder.id)).map((e) => e.kind)).toEqual(['shipped', 'attempt_failed', 'returned']);
    const records = await t.database.db.select().from(phoneRecords);
    expect(records.length).toBeGreaterThanOrEqual(phone);
    expect(records.some((row) => row.refusedAt.length > 0)).toBe(true);
  });
});

describe('a parcel back with its seller', () => {
  const stock = async () =>
    (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, kurta.id)))[0]!.stock;
  async function refusedPart() {
    const part = await shippedPart();
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/orders/${part.sellerOrder.id}/status`,
      payload: { status: 'refused' },
      headers: { cookie: seller.cookie },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.returnCheck).toBeNull();
    return part;
  }
  const checkIn = (id: string, body: object, cookie = seller.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${id}/returned-parcel`,
      payload: body,
      headers: { cookie },
    });

  it('puts a parcel that came back in good condition back in stock, once', async () => {
    const { order, sellerOrder } = await refusedPart();
    // The seller is told the parcel is coming back, and to check it in when it arrives.
    const told = await lastMailTo(seller.user.email, 'seller-parcel-returned');
    expect(told?.subject).toBe(`Order ${order.number}: parcel returned to sender`);
    expect(told?.text).toContain('When it arrives, check it back in on the order page');
    const before = await stock();
    expect((await checkIn(sellerOrder.id, { condition: 'new' })).statusCode).toBe(400);
    expect((await checkIn(sellerOrder.id, { condition: 'good' }, other.cookie)).statusCode).toBe(404);
    const res = await checkIn(sellerOrder.id, { condition: 'good' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.returnCheck).toMatchObject({ condition: 'good', label: 'In good condition: back in stock' });
    expect(res.json().data.parcelEvents.at(-1)).toMatchObject({
      kind: 'back_with_seller',
      label: 'Back with the seller',
    });
    expect(await stock()).toBe(before + 1);
    const again = await checkIn(sellerOrder.id, { condition: 'good' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PARCEL_EVENT_MESSAGES.alreadyChecked);
    expect(await stock()).toBe(before + 1);
  });

  it('keeps a damaged parcel out of stock, and refuses a parcel that was not returned', async () => {
    const { sellerOrder } = await refusedPart();
    const before = await stock();
    const res = await checkIn(sellerOrder.id, { condition: 'damaged' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock()).toBe(before);
    const { sellerOrder: onItsWay } = await shippedPart();
    const early = await checkIn(onItsWay.id, { condition: 'good' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(PARCEL_EVENT_MESSAGES.notReturned);
  });

  it('lets an admin check a returned parcel back in', async () => {
    const { order, sellerOrder } = await refusedPart();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/seller-orders/${sellerOrder.id}/returned-parcel`,
      payload: { condition: 'damaged' },
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(order.id);
    expect(res.json().data.sellerOrders[0].returnCheck).toMatchObject({ condition: 'damaged' });
  });
});
