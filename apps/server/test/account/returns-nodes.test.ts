import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@onsale/core/credit';
import { products, productVariants, storeCreditAccounts, storeCreditEntries } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { checkoutBody } from '../support/checkout';
import { createSellerOrder } from '../support/orders';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

type Answer = { status: number; body: { data?: Record<string, unknown>; error?: { message: string } } };

const send = async (
  method: string,
  url: string,
  body: object | undefined,
  headers: Record<string, string>,
): Promise<Answer> => {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())('returns and OnSale credit on two app nodes at once', () => {
  let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
  let category: Awaited<ReturnType<typeof createCategory>>;
  let kurta: Awaited<ReturnType<typeof createSellerProduct>>;

  const nodes = twoNodes();
  beforeAll(async () => {
    const db = nodes.database.db;
    category = await createCategory(db, { name: 'Men', slug: 'men' });
    seller = await createSellerWithBrand(db, 'approved', { brandName: 'Two Node Returns' });
    kurta = await createSellerProduct(db, seller, category, { name: 'Credit Kurta', stock: 100, price: 100_000 });
  });

  const balanceOf = async (userId: string) =>
    (await nodes.database.db.select().from(storeCreditAccounts).where(eq(storeCreditAccounts.userId, userId)))[0]
      ?.balance ?? 0;

  it('never spends the same credit twice: two checkouts on two nodes, one balance', async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = await createBuyer(nodes.database.db);
      const cookie = await sessionCookie(nodes.database.db, buyer.id);
      await nodes.database.db.insert(storeCreditAccounts).values({ userId: buyer.id, balance: 100_000 });
      const body = checkoutBody(buyer.email, [{ product_id: kurta.id, quantity: 1, size: 'M' }], { use_credit: true });
      const answers = await Promise.all(
        [nodes.a, nodes.b].map((node) => send('POST', `${node.url}/api/docheckout`, body, { cookie })),
      );
      for (const answer of answers) {
        expect([201, 409]).toContain(answer.status);
        if (answer.status === 409) expect(answer.body.error!.message).toBe(CREDIT_MESSAGES.changed);
      }
      const placed = answers.filter((answer) => answer.status === 201);
      const credits = placed.map((answer) => (answer.body.data!.order as { credit_amount: number }).credit_amount);
      // The credit paid for one order, whichever; any other order placed paid nothing with it.
      expect(credits.filter((credit) => credit > 0)).toEqual([100_000]);
      expect(await balanceOf(buyer.id)).toBe(0);
      const entries = await nodes.database.db
        .select()
        .from(storeCreditEntries)
        .where(eq(storeCreditEntries.userId, buyer.id));
      expect(entries.map((entry) => entry.amount)).toEqual([-100_000]);
    }
  });

  it('gives a return’s credit and puts its stock back once when two nodes inspect it at once', async () => {
    for (let round = 0; round < 4; round++) {
      const buyer = await createBuyer(nodes.database.db);
      const cookie = await sessionCookie(nodes.database.db, buyer.id);
      const { sellerOrder } = await createSellerOrder(
        nodes.database.db,
        buyer,
        seller.user.id,
        [{ productId: kurta.id, name: 'Credit Kurta', price: 100_000, quantity: 1 }],
        { status: 'delivered' },
      );
      const itemId = (
        (await send('GET', `${nodes.a.url}/api/account/orders/${sellerOrder.orderId}`, undefined, { cookie })).body
          .data as { sellerOrders: { items: { id: string }[] }[] }
      ).sellerOrders[0]!.items[0]!.id;
      const asked = await send(
        'POST',
        `${nodes.a.url}/api/account/returns`,
        { itemId, quantity: 1, reason: 'too_small', wants: 'credit' },
        { cookie },
      );
      expect(asked.status).toBe(201);
      const id = asked.body.data!.id as string;
      for (const action of ['approve', 'receive'])
        expect(
          (await send('POST', `${nodes.b.url}/api/seller/returns/${id}/actions`, { action }, { cookie: seller.cookie }))
            .status,
        ).toBe(200);
      const stockBefore = (await nodes.database.db.select().from(products).where(eq(products.id, kurta.id)))[0]!.stock;
      const answers = await Promise.all(
        [nodes.a, nodes.b].map((node) =>
          send(
            'POST',
            `${node.url}/api/seller/returns/${id}/actions`,
            { action: 'inspect', accepted: 1 },
            { cookie: seller.cookie },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await balanceOf(buyer.id)).toBe(100_000);
      expect((await nodes.database.db.select().from(products).where(eq(products.id, kurta.id)))[0]!.stock).toBe(
        stockBefore + 1,
      );
    }
  });

  it("holds an exchange's last size once when two nodes approve it at once", async () => {
    const shirt = await createSellerProduct(nodes.database.db, seller, category, {
      name: 'Last Size Shirt',
      sizes: ['M', 'L'],
      colors: [],
      stock: 1,
    });
    await nodes.database.db.insert(productVariants).values([
      { productId: shirt.id, size: 'M', color: '', stock: 0 },
      { productId: shirt.id, size: 'L', color: '', stock: 1 },
    ]);
    const ids: string[] = [];
    for (let shopper = 0; shopper < 2; shopper++) {
      const buyer = await createBuyer(nodes.database.db);
      const cookie = await sessionCookie(nodes.database.db, buyer.id);
      const { sellerOrder } = await createSellerOrder(
        nodes.database.db,
        buyer,
        seller.user.id,
        [{ productId: shirt.id, name: 'Last Size Shirt', price: 100_000, quantity: 1, size: 'M', color: '' }],
        { status: 'delivered' },
      );
      const itemId = (
        (await send('GET', `${nodes.a.url}/api/account/orders/${sellerOrder.orderId}`, undefined, { cookie })).body
          .data as { sellerOrders: { items: { id: string }[] }[] }
      ).sellerOrders[0]!.items[0]!.id;
      const asked = await send(
        'POST',
        `${nodes.a.url}/api/account/returns`,
        { itemId, quantity: 1, reason: 'too_small', wants: 'exchange', exchangeSize: 'L' },
        { cookie },
      );
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      ids.push(asked.body.data!.id as string);
    }
    // Two requests for the one L left, approved at once on two nodes: one gets it.
    const answers = await Promise.all(
      ids.map((id, index) =>
        send(
          'POST',
          `${[nodes.a, nodes.b][index]!.url}/api/seller/returns/${id}/actions`,
          { action: 'approve' },
          { cookie: seller.cookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const variants = await nodes.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, shirt.id));
    expect(variants.find((variant) => variant.size === 'L')!.stock).toBe(0);
    expect((await nodes.database.db.select().from(products).where(eq(products.id, shirt.id)))[0]!.stock).toBe(0);
  });
});
