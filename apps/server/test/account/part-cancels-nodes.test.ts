import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, sellerOrders } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createOrderWithParts } from '../support/orders';
import type { ServerProcess } from '../support/server-process';
import { statusChange } from '../support/status-change';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

// Two processes on one PostgreSQL: the only place where a shopper's cancel and a seller's change really race.
describe.skipIf(!onPostgres())("a shopper's cancel racing the seller's shipping, on two app nodes", () => {
  const nodes = twoNodes();

  const call = async (node: ServerProcess, method: string, url: string, cookie: string, body: object) => {
    const response = await fetch(`${node.url}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  };

  it('has exactly one winner each time, and puts the stock back at most once', async () => {
    const db = nodes.database.db;
    const women = await createCategory(db, { name: 'Women', slug: 'women' });
    const seller = await createSellerWithBrand(db, 'approved', { brandName: 'Race Lawn' });
    const buyer = await createBuyer(db);
    const buyerCookie = await sessionCookie(db, buyer.id);
    const product = await createSellerProduct(db, seller, women, {
      name: 'Race Kurta',
      stock: 10,
      sizes: [],
      colors: [],
    });
    const stockOf = async () =>
      (await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock;

    const winners = { cancelled: 0, shipped: 0 };
    for (let round = 0; round < 20; round++) {
      const { order, sellerOrders: parts } = await createOrderWithParts(db, buyer, [
        {
          sellerId: seller.user.id,
          status: 'processing',
          items: [{ productId: product.id, name: 'Race Kurta', quantity: 3 }],
        },
      ]);
      const part = parts[0]!;
      const before = await stockOf();
      // Which node asks first alternates, so neither side always has the head start.
      const cancel = () =>
        call(
          round % 2 ? nodes.a : nodes.b,
          'POST',
          `/api/account/orders/${order.id}/parts/${part.id}/cancel`,
          buyerCookie,
          {
            reason: 'Ordered by mistake',
          },
        );
      const ship = () =>
        call(
          round % 2 ? nodes.b : nodes.a,
          'PATCH',
          `/api/seller/orders/${part.id}/status`,
          seller.cookie,
          statusChange('shipped'),
        );
      const [cancelled, shipped] = await Promise.all([cancel(), ship()]);

      const codes = [cancelled.status, shipped.status].sort();
      expect(codes, `${cancelled.body} / ${shipped.body}`).toEqual([200, 409]);
      const [row] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, part.id));
      if (cancelled.status === 200) {
        winners.cancelled++;
        expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'shopper', paymentStatus: 'not_charged' });
        expect(JSON.parse(shipped.body).error.message).toBe('A cancelled order cannot be changed');
        expect(await stockOf()).toBe(before + 3);
      } else {
        winners.shipped++;
        expect(row).toMatchObject({ status: 'shipped', cancelledBy: null, paymentStatus: 'pending' });
        expect(JSON.parse(cancelled.body).error.message).toBe('An order that is shipped can no longer be cancelled');
        expect(await stockOf()).toBe(before);
      }
    }
    expect(winners.cancelled + winners.shipped).toBe(20);
  }, 120_000);
});
