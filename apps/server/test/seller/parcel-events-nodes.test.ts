import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcelEvents, phoneRecords, products, sellerOrders } from '../../src/db/schema';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createSellerOrder } from '../support/orders';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

const post = async (url: string, body: object, headers: Record<string, string>) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: { recorded?: boolean } } };
};

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())("a courier's updates on two app nodes at once", () => {
  let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
  let buyer: Awaited<ReturnType<typeof createBuyer>>;
  let kurta: Awaited<ReturnType<typeof createSellerProduct>>;
  let secret: string;

  const nodes = twoNodes();
  beforeAll(async () => {
    const db = nodes.database.db;
    const category = await createCategory(db, { name: 'Men', slug: 'men' });
    seller = await createSellerWithBrand(db, 'approved', { brandName: 'Two Node Doorstep' });
    buyer = await createBuyer(db);
    kurta = await createSellerProduct(db, seller, category, { name: 'Race Kurta', stock: 50 });
    const adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
    const made = await fetch(`${nodes.a.url}/api/admin/courier-updates/tcs/secret`, {
      method: 'POST',
      headers: { cookie: adminCookie },
    });
    secret = ((await made.json()) as { data: { secret: string } }).data.secret;
  });

  /** A part the seller handed to TCS through node a. */
  async function shippedPart(trackingNumber: string) {
    const { sellerOrder } = await createSellerOrder(
      nodes.database.db,
      buyer,
      seller.user.id,
      [{ productId: kurta.id, name: 'Race Kurta', price: 150_000, quantity: 1 }],
      { status: 'processing' },
    );
    const shipped = await fetch(`${nodes.a.url}/api/seller/orders/${sellerOrder.id}/status`, {
      method: 'PATCH',
      headers: { cookie: seller.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'shipped', courier: 'tcs', trackingNumber }),
    });
    expect(shipped.status).toBe(200);
    return sellerOrder;
  }
  const eventsOf = (id: string) =>
    nodes.database.db.select().from(parcelEvents).where(eq(parcelEvents.sellerOrderId, id)).orderBy(parcelEvents.id);

  it('records the same update sent to both nodes once', async () => {
    for (let round = 0; round < 4; round++) {
      const trackingNumber = `TWIN${round}`;
      const part = await shippedPart(trackingNumber);
      const event = round % 2 === 0 ? 'out_for_delivery' : 'delivered';
      const answers = await Promise.all(
        [nodes.a, nodes.b].map((node) =>
          post(
            `${node.url}/api/couriers/tcs/events`,
            { eventId: `twin-${round}`, trackingNumber, event },
            { authorization: `Bearer ${secret}` },
          ),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.data!.recorded).sort()).toEqual([false, true]);
      expect((await eventsOf(part.id)).map((e) => e.kind)).toEqual(['shipped', event]);
    }
  });

  it("has one winner when the courier's Delivered races the seller's Refused at the door: the cash and the phone's record follow the winner", async () => {
    for (let round = 0; round < 5; round++) {
      const trackingNumber = `RACE${round}`;
      const part = await shippedPart(trackingNumber);
      const [courier, sellerAnswer] = await Promise.all([
        post(
          `${nodes.a.url}/api/couriers/tcs/events`,
          { eventId: `race-${round}`, trackingNumber, event: 'delivered' },
          { authorization: `Bearer ${secret}` },
        ),
        fetch(`${nodes.b.url}/api/seller/orders/${part.id}/status`, {
          method: 'PATCH',
          headers: { cookie: seller.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'refused' }),
        }).then((response) => response.status),
      ]);
      expect([courier.status, sellerAnswer].sort()).toEqual([200, 409]);
      const [row] = await nodes.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, part.id));
      const ends = (await eventsOf(part.id)).map((e) => e.kind).slice(1);
      if (courier.status === 200) {
        expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
        expect(ends).toEqual(['delivered']);
      } else {
        expect(row).toMatchObject({ status: 'refused', paymentStatus: 'not_charged' });
        expect(ends).toEqual(['returned']);
      }
    }
    // Each parcel counted once on the phone's record, as a delivery or as a refusal.
    // (the test's orders are all placed with the phone 0300 1234567)
    const [record] = await nodes.database.db.select().from(phoneRecords).where(eq(phoneRecords.phone, '+923001234567'));
    const deliveredInTwins = 2;
    expect(record!.delivered + record!.refusedAt.length).toBe(5 + deliveredInTwins);
  });

  it('puts a returned parcel back in stock once when it is checked back in on both nodes at once', async () => {
    const stock = async () =>
      (await nodes.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, kurta.id)))[0]!
        .stock;
    for (let round = 0; round < 4; round++) {
      const part = await shippedPart(`BACK${round}`);
      const refused = await fetch(`${nodes.b.url}/api/seller/orders/${part.id}/status`, {
        method: 'PATCH',
        headers: { cookie: seller.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'refused' }),
      });
      expect(refused.status).toBe(200);
      const before = await stock();
      const answers = await Promise.all(
        [nodes.a, nodes.b].map((node) =>
          post(
            `${node.url}/api/seller/orders/${part.id}/returned-parcel`,
            { condition: 'good' },
            { cookie: seller.cookie },
          ),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await stock()).toBe(before + 1);
      expect((await eventsOf(part.id)).filter((e) => e.kind === 'back_with_seller')).toHaveLength(1);
    }
  });
});
