import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, products } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createSellerProduct } from '../support/catalogue';
import type { ServerProcess } from '../support/server-process';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())('wishlist alerts with two app nodes on one PostgreSQL', () => {
  const nodes = twoNodes();

  it('tells a restock once when two orders are cancelled at the same moment on two nodes', async () => {
    const db = nodes.database.db;
    const women = await createCategory(db, { name: 'Women', slug: 'women' });
    const seller = await createSellerWithBrand(db, 'approved', { brandName: 'Two Node Lawn' });
    const rounds = 5;
    const shoppers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const user = await createBuyer(db);
        return { user, cookie: await sessionCookie(db, user.id) };
      }),
    );
    const call = async (node: ServerProcess, method: string, url: string, cookie: string, body?: object) => {
      const response = await fetch(`${node.url}${url}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: await response.text() };
    };

    for (let round = 0; round < rounds; round++) {
      const product = await createSellerProduct(db, seller, women, {
        name: `Race Kurta ${round}`,
        stock: 2,
        price: 300_000,
        sizes: [],
        colors: [],
      });
      const orderNumbers: string[] = [];
      for (const node of [nodes.a, nodes.b]) {
        const response = await fetch(`${node.url}/api/docheckout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            checkoutBody(`race-${round}-${orderNumbers.length}@example.pk`, [{ product_id: product.id, quantity: 1 }]),
          ),
        });
        expect(response.status, await response.clone().text()).toBe(201);
        orderNumbers.push(
          ((await response.json()) as { data: { order: { order_number: string } } }).data.order.order_number,
        );
      }
      for (const { cookie } of shoppers) {
        expect((await call(nodes.a, 'POST', '/api/account/wishlist', cookie, { productId: product.id })).status).toBe(
          200,
        );
        const set = await call(nodes.b, 'PUT', `/api/account/wishlist/${product.id}/alert`, cookie, {
          priceDrop: 'off',
          backInStock: true,
        });
        expect(set.status, set.body).toBe(200);
      }
      const parts = await Promise.all(
        orderNumbers.map(
          async (number) =>
            (
              JSON.parse((await call(nodes.a, 'GET', `/api/seller/orders?q=${number}`, seller.cookie)).body) as {
                data: { id: string }[];
              }
            ).data[0]!.id,
        ),
      );
      // Both cancels at once, one through each node: each puts one unit back.
      const cancels = await Promise.all(
        parts.map((id, i) =>
          call(i === 0 ? nodes.a : nodes.b, 'PATCH', `/api/seller/orders/${id}/status`, seller.cookie, {
            status: 'cancelled',
            reason: 'Out of stock',
          }),
        ),
      );
      for (const cancel of cancels) expect(cancel.status, cancel.body).toBe(200);
      expect(
        (await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock,
      ).toBe(2);

      for (const { user } of shoppers) {
        const told = await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), eq(notifications.productId, product.id)));
        expect(told.map((n) => n.kind)).toEqual(['back_in_stock']);
      }
    }
  }, 120_000);
});
