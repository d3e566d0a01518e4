import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, products, sellerOrders } from '../../src/db/schema';
import { createSellerWithBrand } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { checkoutBody } from '../support/checkout';
import { runNodeScript } from '../support/node-script';
import { onPostgres } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';

/** One node: a process of its own on the same database. */
const expiryNode = (databaseUrl: string) => runNodeScript('test/support/expire-confirmations-process.ts', databaseUrl);

let t: TestApp;

// Two nodes expiring at once race only where transactions really run side by side.
describe.skipIf(!onPostgres())('unconfirmed orders expired once across nodes (PostgreSQL only)', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('cancels each overdue order and puts its stock back once when two nodes run the expiry at once', async () => {
    const db = t.database.db;
    const category = await createCategory(db, { name: 'Women', slug: 'women' });
    const sellers = await Promise.all([1, 2].map(() => createSellerWithBrand(db)));
    const items = await Promise.all(
      sellers.map((seller) =>
        createSellerProduct(db, seller, category, { price: 150_000, stock: 100, sizes: [], colors: [] }),
      ),
    );
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/docheckout',
        payload: checkoutBody(
          `late.${i}@example.pk`,
          items.map((item) => ({ product_id: item.id, quantity: 1 })),
          { phone: `0345 ${String(3_100_000 + i)}` },
        ),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.order.confirmation).toBe('awaiting');
      ids.push(res.json().data.order.id);
    }
    await db
      .update(orders)
      .set({ confirmationDueAt: new Date(Date.now() - 1000) })
      .where(inArray(orders.id, ids));

    const [first, second] = await Promise.all([expiryNode(t.database.url!), expiryNode(t.database.url!)]);
    expect(first + second).toBe(16);

    const stocks = await db
      .select({ stock: products.stock })
      .from(products)
      .where(
        inArray(
          products.id,
          items.map((item) => item.id),
        ),
      );
    expect(stocks.map((row) => row.stock)).toEqual([100, 100]);
    const parts = await db.select().from(sellerOrders).where(inArray(sellerOrders.orderId, ids));
    expect(parts.every((part) => part.status === 'cancelled' && part.cancelledBy === 'marketplace')).toBe(true);
    expect(
      (await db.select().from(orders).where(inArray(orders.id, ids))).every(
        (order) => order.confirmation === 'cancelled',
      ),
    ).toBe(true);
    for (let i = 0; i < 8; i++) {
      const told = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, `late.${i}@example.pk`), eq(outbox.kind, 'order-cancelled')));
      expect(told).toHaveLength(2);
    }
  });
});
