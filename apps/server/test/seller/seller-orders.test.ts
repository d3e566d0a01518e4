import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, orderItems, outbox, products, sellerOrders } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand } from '../support/accounts';
import { createSellerOrder } from '../support/orders';
import { createCategory, createProduct, createSellerProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { onPostgres } from '../support/test-database';
import { statusChange } from '../support/status-change';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let other: Awaited<ReturnType<typeof createSellerWithBrand>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let kurta: Awaited<ReturnType<typeof createSellerProduct>>;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  category = await createCategory(db, { name: 'Men', slug: 'men' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Kurta Co' });
  other = await createSellerWithBrand(db, 'approved');
  buyer = await createBuyer(db, { firstName: 'Ayesha' });
  kurta = await createSellerProduct(db, seller, category, { name: 'Cotton Kurta', stock: 10 });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'PATCH', url: string, payload?: object, cookie = seller.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
// A seller's cancel always names its reason; the test of a cancel without one sends its own body.
const setStatus = (id: string, status: string, cookie = seller.cookie) =>
  send('PATCH', `/api/seller/orders/${id}/status`, statusChange(status), cookie);
const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('GET /api/seller/orders', () => {
  it("lists the seller's orders, filtered by status and searched by number, customer name or e-mail", async () => {
    const db = t.database.db;
    const first = await createSellerOrder(
      db,
      buyer,
      seller.user.id,
      [{ productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 2 }],
      { customerName: 'Bilal Ahmed' },
    );
    const second = await createSellerOrder(
      db,
      buyer,
      seller.user.id,
      [{ productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 1 }],
      { status: 'shipped' },
    );
    await createSellerOrder(db, buyer, other.user.id, [
      { productId: null, name: 'Not mine', price: 10_000, quantity: 1 },
    ]);

    const all = (await send('GET', '/api/seller/orders')).json();
    expect(all.total).toBe(2);
    expect(all.data[1]).toMatchObject({
      id: first.sellerOrder.id,
      orderNumber: first.order.number,
      customerName: 'Bilal Ahmed',
      status: 'pending',
      itemCount: 2,
      subtotal: 300_000,
      total: 325_000,
    });
    expect(
      (await send('GET', '/api/seller/orders?status=shipped')).json().data.map((o: { id: string }) => o.id),
    ).toEqual([second.sellerOrder.id]);
    expect((await send('GET', '/api/seller/orders?q=bilal')).json().total).toBe(1);
    expect((await send('GET', `/api/seller/orders?q=${first.order.number.slice(-8)}`)).json().total).toBe(1);
    expect((await send('GET', `/api/seller/orders?q=${buyer.email.toUpperCase()}`)).json().total).toBe(2);
    expect((await send('GET', `/api/seller/orders?q=${first.order.id}`)).json().total).toBe(1);
    expect((await send('GET', '/api/seller/orders?status=lost')).statusCode).toBe(400);
  });
});

describe('GET /api/seller/orders/:id', () => {
  it("shows only this seller's items and the customer's delivery details", async () => {
    const db = t.database.db;
    const { order, sellerOrder } = await createSellerOrder(db, buyer, seller.user.id, [
      { productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 1, size: 'L' },
    ]);
    // An item of another seller wrongly put in this seller order must still not show.
    await db.insert(orderItems).values({
      orderId: order.id,
      sellerOrderId: sellerOrder.id,
      sellerId: other.user.id,
      name: 'Secret item',
      price: 1,
      quantity: 1,
      total: 1,
    });
    const res = await send('GET', `/api/seller/orders/${sellerOrder.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.items).toEqual([
      {
        id: expect.any(String),
        productId: kurta.id,
        name: 'Cotton Kurta',
        brandName: 'Test Brand',
        image: expect.any(String),
        price: 150_000,
        quantity: 1,
        size: 'L',
        color: expect.any(String),
        total: 150_000,
      },
    ]);
    expect(detail).toMatchObject({
      customerName: 'Ayesha Khan',
      customerPhone: '03001234567',
      address: '12 Mall Road',
      city: 'Lahore',
      zip: '54000',
      landmark: 'Near the clock tower',
      nextStatuses: ['processing', 'cancelled'],
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('PATCH /api/seller/orders/:id/status', () => {
  it('walks pending → processing → shipped → delivered, stamping times, telling the buyer each time', async () => {
    const { order, sellerOrder } = await createSellerOrder(t.database.db, buyer, seller.user.id, [
      { productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 1 },
    ]);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await setStatus(sellerOrder.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const [row] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrder.id));
    expect(row!.processingAt).not.toBeNull();
    expect(row!.shippedAt).not.toBeNull();
    expect(row!.deliveredAt).not.toBeNull();

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'order_status')));
    expect(notes.filter((n) => n.link === `/order/${order.id}`).map((n) => n.title)).toEqual(
      expect.arrayContaining([
        `Order ${order.number}: Processing`,
        `Order ${order.number}: Shipped`,
        `Order ${order.number}: Delivered`,
      ]),
    );
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, buyer.email));
    expect(mails.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['order-processing', 'order-shipped', 'order-delivered']),
    );
    expect(mails.find((m) => m.kind === 'order-shipped')!.text).toContain(
      `Your item from Kurta Co in order ${order.number} has been shipped and is on its way to you.`,
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sellerOrder.id), eq(auditLog.action, 'seller_order.status')));
    expect(audits.map((a) => a.after)).toEqual([
      { status: 'processing' },
      { status: 'shipped', courier: 'tcs', courierName: null, trackingNumber: '778812345' },
      { status: 'delivered' },
    ]);
  });

  it.each([
    ['pending', 'shipped', 'A pending order can only be marked Processing or Cancelled'],
    ['pending', 'delivered', 'A pending order can only be marked Processing or Cancelled'],
    ['processing', 'pending', 'A processing order can only be marked Shipped or Cancelled'],
    ['shipped', 'cancelled', 'An order that is shipped can no longer be cancelled'],
    ['delivered', 'cancelled', 'A delivered order cannot be changed'],
    ['cancelled', 'processing', 'A cancelled order cannot be changed'],
    ['shipped', 'shipped', 'The order is already shipped'],
  ] as const)('refuses %s → %s with 409 "%s" and changes nothing', async (from, to, message) => {
    const { sellerOrder } = await createSellerOrder(
      t.database.db,
      buyer,
      seller.user.id,
      [{ productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 1 }],
      { status: from },
    );
    const stock = await stockOf(kurta.id);
    const res = await setStatus(sellerOrder.id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(message);
    const [row] = await t.database.db
      .select({ status: sellerOrders.status })
      .from(sellerOrders)
      .where(eq(sellerOrders.id, sellerOrder.id));
    expect(row!.status).toBe(from);
    expect(await stockOf(kurta.id)).toBe(stock);
  });

  it('cancelling puts the stock back once, adding up lines of one product in several sizes', async () => {
    const { sellerOrder } = await createSellerOrder(t.database.db, buyer, seller.user.id, [
      { productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 2, size: 'M' },
      { productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 1, size: 'L' },
      { productId: null, name: 'A product since deleted', price: 5_000, quantity: 1 },
    ]);
    const stock = await stockOf(kurta.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${kurta.slug}` })).json().data.stock).toBe(stock);
    const res = await setStatus(sellerOrder.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', nextStatuses: [] });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'order-cancelled')));
    const number = res.json().data.orderNumber;
    expect(mail!.subject).toBe(`Order ${number}: The seller cancelled your items from Kurta Co`);
    expect(mail!.text).toContain(
      `The seller cancelled your items from Kurta Co in order ${number}. Reason: Out of stock.`,
    );
    expect(res.json().data).toMatchObject({ cancelledBy: 'seller', cancelReason: 'Out of stock' });
    const [part] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrder.id));
    expect(part!.paymentStatus).toBe('not_charged');
    expect(mail!.text).toContain('You will not be charged for these items (cash on delivery).');
    expect(res.json().data.cancelledAt).not.toBeNull();
    expect(await stockOf(kurta.id)).toBe(stock + 3);
    // The storefront's cached answer follows at once.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${kurta.slug}` })).json().data.stock).toBe(
      stock + 3,
    );
    expect((await setStatus(sellerOrder.id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(kurta.id)).toBe(stock + 3);
  });

  it.skipIf(!onPostgres())('restocks exactly once when two cancels arrive at the same time (PostgreSQL)', async () => {
    for (let round = 0; round < 5; round++) {
      const { sellerOrder } = await createSellerOrder(
        t.database.db,
        buyer,
        seller.user.id,
        [{ productId: kurta.id, name: 'Cotton Kurta', price: 150_000, quantity: 4 }],
        {
          status: round % 2 ? 'processing' : 'pending',
        },
      );
      const stock = await stockOf(kurta.id);
      const results = await Promise.all([
        setStatus(sellerOrder.id, 'cancelled'),
        setStatus(sellerOrder.id, 'cancelled'),
        setStatus(sellerOrder.id, 'cancelled'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await stockOf(kurta.id)).toBe(stock + 4);
    }
  });
  // On PGlite every transaction runs alone, so a race cannot happen there: the test above proves it on PostgreSQL.
});

describe('dashboard and analytics', () => {
  it('counts products, pending orders and this month’s orders and revenue without cancelled ones', async () => {
    const db = t.database.db;
    const fresh = await createSellerWithBrand(db, 'approved');
    const product = await createProduct(
      db,
      { category },
      { sellerId: fresh.user.id, source: 'seller', name: 'Dash Product' },
    );
    await createSellerOrder(
      db,
      buyer,
      fresh.user.id,
      [{ productId: product.id, name: 'Dash Product', price: 100_000, quantity: 2 }],
      { discount: 20_000 },
    );
    await createSellerOrder(
      db,
      buyer,
      fresh.user.id,
      [{ productId: product.id, name: 'Dash Product', price: 100_000, quantity: 1 }],
      { status: 'delivered' },
    );
    await createSellerOrder(
      db,
      buyer,
      fresh.user.id,
      [{ productId: product.id, name: 'Dash Product', price: 100_000, quantity: 1 }],
      { status: 'cancelled' },
    );
    await createSellerOrder(
      db,
      buyer,
      fresh.user.id,
      [{ productId: product.id, name: 'Dash Product', price: 100_000, quantity: 1 }],
      { createdAt: new Date(Date.now() - 62 * 86_400_000) },
    );

    const dashboard = (await send('GET', '/api/seller/dashboard', undefined, fresh.cookie)).json().data;
    expect(dashboard).toMatchObject({
      status: 'approved',
      productCount: 1,
      pendingOrders: 2,
      ordersThisMonth: 2,
      revenueThisMonth: 280_000,
    });
    expect(dashboard.recentProducts.map((p: { name: string }) => p.name)).toEqual(['Dash Product']);

    const analytics = (await send('GET', '/api/seller/analytics', undefined, fresh.cookie)).json().data;
    expect(analytics.revenuePerDay).toHaveLength(30);
    expect(analytics.revenuePerDay.at(-1)).toMatchObject({ revenue: 280_000, orders: 2 });
    expect(analytics.revenuePerDay.slice(0, -1).every((d: { revenue: number }) => d.revenue === 0)).toBe(true);
    // the order of 62 days ago is in neither the last 30 days nor the 30 before
    expect(analytics.sales.revenue).toEqual({ current: 280_000, previous: 0, changePercent: null });
    expect(analytics.topProducts).toEqual([
      { productId: product.id, name: 'Dash Product', image: '', quantity: 3, revenue: 300_000 },
    ]);
    expect(analytics.ordersByStatus).toEqual([
      { status: 'pending', count: 2 },
      { status: 'processing', count: 0 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 1 },
      { status: 'refused', count: 0 },
    ]);

    const earnings = (await send('GET', '/api/seller/earnings', undefined, fresh.cookie)).json().data;
    expect(earnings.ledger).toMatchObject([
      // The item and the Rs. 250 of shipping the seller pays the courier with, less 10% of the item.
      { gross: 100_000, shipping: 25_000, commissionRateBp: 1000, commission: 10_000, net: 115_000, onHold: true },
    ]);
    expect(earnings.totals).toEqual({
      gross: 100_000,
      shipping: 25_000,
      commission: 10_000,
      net: 115_000,
      adjustments: 0,
      paidOut: 0,
      balance: 115_000,
      onHold: 115_000,
      payable: 0,
    });
  });
});
