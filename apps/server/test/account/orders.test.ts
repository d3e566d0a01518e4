import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, outbox } from '../../src/db/schema';
import {
  createAdmin,
  createBuyer,
  createSeller,
  createSellerWithBrand,
  sessionCookie,
  signIn,
} from '../support/accounts';
import { createOrder } from '../support/orders';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { and, eq } from 'drizzle-orm';
import { statusChange } from '../support/status-change';

let t: TestApp;
let cookie: string;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let seller: Awaited<ReturnType<typeof createSeller>>;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  buyer = await createBuyer(db);
  seller = await createSeller(db, 'approved');
  const category = await createCategory(db);
  product = await createProduct(db, { category, brand: await createBrand(db) });
  cookie = await signIn(t.app, buyer.email);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/account/orders', () => {
  it("lists the buyer's orders newest first with number, date, total, item count and the derived status", async () => {
    const db = t.database.db;
    const older = await createOrder(db, buyer, [{ status: 'delivered', items: [{ price: 50_000, quantity: 2 }] }]);
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, older.id));
    const newer = await createOrder(db, buyer, [
      { status: 'shipped', items: [{ price: 100_000 }] },
      { sellerId: seller.id, status: 'pending', items: [{ price: 30_000 }] },
    ]);
    const res = await get('/api/account/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 2 });
    expect(body.data).toEqual([
      {
        id: newer.id,
        number: newer.number,
        createdAt: newer.createdAt.toISOString(),
        total: newer.total,
        status: 'partly_shipped',
        itemCount: 2,
      },
      {
        id: older.id,
        number: older.number,
        createdAt: expect.any(String),
        total: older.total,
        status: 'delivered',
        itemCount: 2,
      },
    ]);
    const paged = (await get('/api/account/orders?pageSize=1&page=2')).json();
    expect(paged.data.map((o: { id: string }) => o.id)).toEqual([older.id]);
    expect((await get('/api/account/orders?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/account/orders/:orderId', () => {
  it('shows items, totals, address and a timeline per seller', async () => {
    const order = await createOrder(t.database.db, buyer, [
      { status: 'processing', items: [{ productId: product.id, name: 'Lawn Suit', price: 250_000, quantity: 2 }] },
      { sellerId: seller.id, status: 'cancelled', items: [{ name: 'Scarf', price: 40_000 }] },
    ]);
    const res = await get(`/api/account/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'processing',
      subtotal: 540_000,
      shipping: 50_000,
      total: 590_000,
      address: '12 Mall Road',
      city: 'Lahore',
      zip: '54000',
      paymentMethod: 'cod',
    });
    expect(detail.sellerOrders).toHaveLength(2);
    const [marketplace, sellers] = detail.sellerOrders;
    expect(marketplace).toMatchObject({
      sellerName: 'OnSale',
      status: 'processing',
      items: [{ name: 'Lawn Suit', productSlug: product.slug, quantity: 2, total: 500_000 }],
    });
    expect(marketplace.timeline.map((s: { label: string; reached: boolean }) => [s.label, s.reached])).toEqual([
      ['Order Placed', true],
      ['Processing', true],
      ['Shipped', false],
      ['Delivered', false],
    ]);
    expect(sellers).toMatchObject({ sellerName: `Seller Brand ${seller.username}`, status: 'cancelled' });
    expect(sellers.timeline.map((s: { label: string }) => s.label)).toEqual(['Order Placed', 'Cancelled']);
  });

  it("answers 'Order not found' for an unknown id, a malformed id and another buyer's order", async () => {
    const other = await createBuyer(t.database.db);
    const theirs = await createOrder(t.database.db, other, [{ items: [{}] }]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', theirs.id]) {
      const res = await get(`/api/account/orders/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Order not found' } });
    }
  });
});

describe('an order split between two sellers', () => {
  it('shows "Partly shipped", not "Shipped", to the buyer, in the e-mail and to the admin once one seller ships its part', async () => {
    const db = t.database.db;
    const sellerA = await createSellerWithBrand(db, 'approved', { brandName: 'Lawn House' });
    const sellerB = await createSellerWithBrand(db, 'approved', { brandName: 'Shawl Corner' });
    const order = await createOrder(
      db,
      buyer,
      [
        { sellerId: sellerA.user.id, status: 'processing', items: [{ name: 'Lawn Suit', price: 250_000 }] },
        { sellerId: sellerB.user.id, status: 'pending', items: [{ name: 'Pashmina Shawl', price: 150_000 }] },
      ],
      { placedSignedIn: true },
    );
    const [partA] = (await get(`/api/account/orders/${order.id}`))
      .json()
      .data.sellerOrders.filter((part: { sellerName: string }) => part.sellerName === 'Lawn House');

    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/orders/${partA.id}/status`,
      payload: statusChange('shipped'),
      headers: { cookie: sellerA.cookie },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const listed = (await get('/api/account/orders')).json().data.find((o: { id: string }) => o.id === order.id);
    expect(listed.status).toBe('partly_shipped');
    const detail = (await get(`/api/account/orders/${order.id}`)).json().data;
    expect(detail.status).toBe('partly_shipped');
    expect(
      detail.sellerOrders.map((part: { sellerName: string; status: string }) => [part.sellerName, part.status]),
    ).toEqual([
      ['Lawn House', 'shipped'],
      ['Shawl Corner', 'pending'],
    ]);

    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.link, `/order/${order.id}`)));
    expect(note!.title).toBe(`Order ${order.number}: Partly shipped`);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'order-shipped')));
    // The e-mail's subject names the part that moved, never the whole order as shipped.
    expect(mail!.subject).toBe(`Order ${order.number}: Your item from Lawn House has been shipped`);
    expect(mail!.text).toContain(
      'Your item from Lawn House in order ' +
        order.number +
        ' has been shipped and is on its way to you. The rest of your order comes separately.',
    );

    const admin = await createAdmin(db);
    const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    const adminCookie = await sessionCookie(db, admin.id);
    expect((await asAdmin(`/api/admin/orders/${order.id}`)).json().data.status).toBe('partly_shipped');
    expect(
      (await asAdmin(`/api/admin/orders?q=${order.number}`)).json().data.map((o: { status: string }) => o.status),
    ).toEqual(['partly_shipped']);

    // When the second part ships too, the order is shipped.
    const partB = detail.sellerOrders[1];
    for (const status of ['processing', 'shipped']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/seller/orders/${partB.id}/status`,
        payload: statusChange(status),
        headers: { cookie: sellerB.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await get(`/api/account/orders/${order.id}`)).json().data.status).toBe('shipped');
  });
});
