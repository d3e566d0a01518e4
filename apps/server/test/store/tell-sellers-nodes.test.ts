import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, outbox, sellerOrders } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand } from '../support/accounts';
import { createOrder } from '../support/orders';
import { runNodeScript } from '../support/node-script';
import { onPostgres } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';

/** One node: a process of its own on the same database. */
const tellSellersNode = (databaseUrl: string) => runNodeScript('test/support/tell-sellers-process.ts', databaseUrl);

let t: TestApp;

// Two nodes claiming at once race only where transactions really run side by side.
describe.skipIf(!onPostgres())('sellers told once across nodes (PostgreSQL only)', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('tells each seller exactly once per part when two nodes run tellSellers at once', async () => {
    const db = t.database.db;
    const buyer = await createBuyer(db);
    const sellers = await Promise.all([1, 2, 3].map(() => createSellerWithBrand(db)));
    const placed = [];
    for (let i = 0; i < 10; i++)
      placed.push(
        await createOrder(db, buyer, [
          ...sellers.map((seller) => ({ sellerId: seller.user.id, items: [{ name: `Kurta ${i}` }] })),
          { sellerId: null, items: [{ name: `Socks ${i}` }] },
        ]),
      );
    const ids = placed.map((order) => order.id);

    const [first, second] = await Promise.all([tellSellersNode(t.database.url!), tellSellersNode(t.database.url!)]);
    expect(first + second).toBe(30);

    const parts = await db.select().from(sellerOrders).where(inArray(sellerOrders.orderId, ids));
    expect(parts.every((part) => part.sellerNotifiedAt !== null)).toBe(true);
    for (const seller of sellers) {
      const mails = await db.select().from(outbox).where(eq(outbox.recipient, seller.user.email));
      const numbers = mails.map((mail) => mail.subject.split(':')[0]!.replace('New order ', '')).sort();
      const expected = (await db.select({ number: orders.number }).from(orders).where(inArray(orders.id, ids)))
        .map((row) => row.number)
        .sort();
      expect(numbers).toEqual(expected);
      expect(await db.select().from(notifications).where(eq(notifications.userId, seller.user.id))).toHaveLength(10);
    }
  });
});
