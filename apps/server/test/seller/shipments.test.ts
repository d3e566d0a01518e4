import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES } from '@onsale/core/couriers';
import { auditLog, outbox, sellerOrders } from '../../src/db/schema';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createSellerOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { pdfLines } from '../support/pdf';

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
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Courier Kurta' });
  other = await createSellerWithBrand(db, 'approved');
  buyer = await createBuyer(db);
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
  kurta = await createSellerProduct(db, seller, category, { name: 'Parcel Kurta', stock: 20 });
});
afterAll(() => t.close());

const processingPart = async () =>
  createSellerOrder(
    t.database.db,
    buyer,
    seller.user.id,
    [{ productId: kurta.id, name: 'Parcel Kurta', price: 150_000, quantity: 1 }],
    { status: 'processing' },
  );
const ship = (id: string, body: object, cookie = seller.cookie) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/seller/orders/${id}/status`,
    payload: { status: 'shipped', ...body },
    headers: { cookie },
  });
const partRow = async (id: string) =>
  (await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, id)))[0]!;

describe('handing a part to a courier', () => {
  it('refuses Shipped without a courier, a tracking number, or a name for another courier, and changes nothing', async () => {
    const { sellerOrder } = await processingPart();
    for (const [body, message] of [
      [{}, SHIPMENT_MESSAGES.courierRequired],
      [{ courier: 'tcs' }, SHIPMENT_MESSAGES.trackingNumberRequired],
      [{ courier: 'dhl-express', trackingNumber: '123' }, SHIPMENT_MESSAGES.courierRequired],
      [{ courier: 'tcs', trackingNumber: 'no/slashes' }, SHIPMENT_MESSAGES.trackingNumberInvalid],
      [{ courier: 'tcs', trackingNumber: '9'.repeat(41) }, SHIPMENT_MESSAGES.trackingNumberInvalid],
      [{ courier: 'other', trackingNumber: 'AB-1' }, SHIPMENT_MESSAGES.courierNameRequired],
    ] as const) {
      const res = await ship(sellerOrder.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await partRow(sellerOrder.id)).toMatchObject({ status: 'processing', courier: null, trackingNumber: null });
  });

  it('keeps the courier and tracking number with Shipped, and the seller, the shopper and the admin see the courier’s tracking page', async () => {
    const { order, sellerOrder } = await processingPart();
    const res = await ship(sellerOrder.id, { courier: 'tcs', trackingNumber: ' 7788 1234 5 ' });
    expect(res.statusCode, res.body).toBe(200);
    const shipment = {
      courier: 'tcs',
      courierName: 'TCS',
      trackingNumber: '778812345',
      trackingUrl: 'https://www.tcsexpress.com/track/778812345',
    };
    expect(res.json().data).toMatchObject({ status: 'shipped', shipment });
    expect(res.json().data.shippedAt).not.toBeNull();

    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: order.number, email: buyer.email },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data.shipments[0]).toMatchObject({ status: 'shipped', shipment });

    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: adminCookie },
    });
    expect(asAdmin.json().data.sellerOrders[0]).toMatchObject({ shipment });

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, sellerOrder.id));
    expect(audit?.after).toMatchObject({ status: 'shipped', courier: 'tcs', trackingNumber: '778812345' });
    // The shopper's e-mail names the courier and links its tracking page.
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'order-shipped')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain('Sent with TCS, tracking number 778812345.');
    expect(mail?.text).toContain("Follow it on the courier's site: https://www.tcsexpress.com/track/778812345");
  });

  it('names another courier as typed, without a tracking page, and an unshipped part has no shipment', async () => {
    const { sellerOrder } = await processingPart();
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${sellerOrder.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(before.json().data.shipment).toBeNull();
    const res = await ship(sellerOrder.id, { courier: 'other', courierName: 'Rider Bros', trackingNumber: 'rb-0042' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shipment).toEqual({
      courier: 'other',
      courierName: 'Rider Bros',
      trackingNumber: 'RB-0042',
      trackingUrl: null,
    });
    // Another seller cannot ship it, and a part shipped once is not shipped again with another number.
    expect((await ship(sellerOrder.id, { courier: 'tcs', trackingNumber: '1' }, other.cookie)).statusCode).toBe(404);
    expect((await ship(sellerOrder.id, { courier: 'tcs', trackingNumber: '1' })).statusCode).toBe(409);
    expect(await partRow(sellerOrder.id)).toMatchObject({ courier: 'other', trackingNumber: 'RB-0042' });
  });

  it('lets the admin ship a part with its courier, and refuses it without one', async () => {
    const { sellerOrder } = await processingPart();
    const asAdmin = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/seller-orders/${sellerOrder.id}/status`,
        payload,
        headers: { cookie: adminCookie },
      });
    expect((await asAdmin({ status: 'shipped' })).statusCode).toBe(400);
    const res = await asAdmin({ status: 'shipped', courier: 'leopards', trackingNumber: 'LP55501' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sellerOrders[0].shipment).toMatchObject({
      courierName: 'Leopards',
      trackingUrl: 'https://www.leopardscourier.com/tracking?cn=LP55501',
    });
  });
});

describe('the packing slip', () => {
  it("is the seller's own order as a PDF: the address, the items and the cash to collect", async () => {
    const { order, sellerOrder } = await processingPart();
    await ship(sellerOrder.id, { courier: 'postex', trackingNumber: 'PX-900' });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/orders/${sellerOrder.id}`,
        headers: { cookie: seller.cookie },
      })
    ).json().data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${sellerOrder.id}/packing-slip.pdf`,
      headers: { cookie: seller.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfLines(res.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Order ${order.number}`,
        'Courier: PostEx, tracking number PX-900',
        detail.customerName,
        `Phone: ${detail.customerPhone}`,
        '1 x Parcel Kurta (Size M)',
        `Cash to collect: Rs. ${(detail.total / 100).toLocaleString('en-US')}`,
      ]),
    );

    for (const [cookie, status] of [
      [other.cookie, 404],
      [undefined, 401],
    ] as const) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/seller/orders/${sellerOrder.id}/packing-slip.pdf`,
        headers: cookie ? { cookie } : {},
      });
      expect(refused.statusCode).toBe(status);
    }
  });
});
