import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerOrders } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createSellerOrder } from '../support/orders';
import type { ServerProcess } from '../support/server-process';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())('a part shipped on two app nodes at once', () => {
  const nodes = twoNodes();

  it('has one winner, whose courier and tracking number are the ones kept', async () => {
    const db = nodes.database.db;
    const category = await createCategory(db, { name: 'Men', slug: 'men' });
    const seller = await createSellerWithBrand(db, 'approved', { brandName: 'Two Node Couriers' });
    const buyer = await createBuyer(db);
    const kurta = await createSellerProduct(db, seller, category, { name: 'Race Kurta', stock: 50 });
    for (let round = 0; round < 5; round++) {
      const { sellerOrder } = await createSellerOrder(
        db,
        buyer,
        seller.user.id,
        [{ productId: kurta.id, name: 'Race Kurta', price: 150_000, quantity: 1 }],
        { status: 'processing' },
      );
      const answers = await Promise.all(
        [
          [nodes.a, { courier: 'tcs', trackingNumber: `TCS${round}` }],
          [nodes.b, { courier: 'leopards', trackingNumber: `LP${round}` }],
        ].map(async ([node, shipment]) => {
          const response = await fetch(`${(node as ServerProcess).url}/api/seller/orders/${sellerOrder.id}/status`, {
            method: 'PATCH',
            headers: { cookie: seller.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'shipped', ...(shipment as object) }),
          });
          return { status: response.status, body: (await response.json()) as { data?: { shipment: object } } };
        }),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.data!.shipment as {
        courier: string;
        trackingNumber: string;
      };
      const [part] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrder.id));
      expect(part).toMatchObject({
        status: 'shipped',
        courier: winner.courier,
        trackingNumber: winner.trackingNumber,
      });
    }
  });
});
