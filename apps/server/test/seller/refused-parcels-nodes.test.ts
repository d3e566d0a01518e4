import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneRecords, sellerOrders } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createSellerOrder } from '../support/orders';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())('a parcel refused at the door on two app nodes at once', () => {
  const nodes = twoNodes();

  it('has one winner and goes on the phone record once', async () => {
    const db = nodes.database.db;
    const category = await createCategory(db, { name: 'Men', slug: 'men' });
    const seller = await createSellerWithBrand(db, 'approved', { brandName: 'Two Node Kurta' });
    const buyer = await createBuyer(db);
    const kurta = await createSellerProduct(db, seller, category, { name: 'Race Kurta', stock: 50 });
    const rounds = 5;
    for (let round = 0; round < rounds; round++) {
      const { sellerOrder } = await createSellerOrder(
        db,
        buyer,
        seller.user.id,
        [{ productId: kurta.id, name: 'Race Kurta', price: 150_000, quantity: 1 }],
        { status: 'shipped' },
      );
      const statuses = await Promise.all(
        [nodes.a, nodes.b].map(async (node) => {
          const response = await fetch(`${node.url}/api/seller/orders/${sellerOrder.id}/status`, {
            method: 'PATCH',
            headers: { cookie: seller.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'refused' }),
          });
          return response.status;
        }),
      );
      expect(statuses.sort()).toEqual([200, 409]);
      const [part] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrder.id));
      expect(part?.status).toBe('refused');
      const [record] = await db.select().from(phoneRecords).where(eq(phoneRecords.phone, '+923001234567'));
      expect(record?.refusedAt).toHaveLength(round + 1);
    }
  });
});
