import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { notifications, productVariants, sizeAlerts } from '../../src/db/schema';
import { createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createSellerProduct } from '../support/catalogue';
import type { ServerProcess } from '../support/server-process';
import { createTestApp, type TestApp } from '../support/test-app';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

type Db = DatabaseHandle['db'];

/** A seller's suit in S, M and L whose stock is split: S sold out, M: 2, L: 1. */
async function suitOf(db: Db, name: string) {
  const category = await createCategory(db, { name: `Women ${name}` });
  const seller = await createSellerWithBrand(db, 'approved', { brandName: `${name} House` });
  const suit = await createSellerProduct(db, seller, category, {
    name,
    stock: 3,
    price: 300_000,
    sizes: ['S', 'M', 'L'],
    colors: [],
  });
  await db.insert(productVariants).values([
    { productId: suit.id, size: 'S', stock: 0 },
    { productId: suit.id, size: 'M', stock: 2 },
    { productId: suit.id, size: 'L', stock: 1 },
  ]);
  return { suit, seller };
}

const toldOf = (db: Db, userId: string, productId: string) =>
  db
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.productId, productId)));

describe('notify me when a size is back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is asked for a sold-out size only, by a signed-in shopper, and told once when the seller restocks it', async () => {
    const db = t.database.db;
    const { suit, seller } = await suitOf(db, 'Khaadi Lawn Suit');
    const shopper = await createBuyer(db);
    const cookie = await sessionCookie(db, shopper.id);
    const ask = (body: object, as = cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/size-alerts',
        payload: body,
        headers: as ? { cookie: as } : {},
      });

    expect((await ask({ productId: suit.id, size: 'S' }, '')).statusCode).toBe(401);
    const inStock = await ask({ productId: suit.id, size: 'M' });
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().error.message).toBe('Size M is in stock');
    const notSold = await ask({ productId: suit.id, size: 'XL' });
    expect(notSold.json().error.message).toBe('Size XL is not sold separately');
    const asked = await ask({ productId: suit.id, size: 'S' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await ask({ productId: suit.id, size: 'S' })).statusCode).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/account/size-alerts?productId=${suit.id}`,
      headers: { cookie },
    });
    expect(listed.json().data).toEqual([{ productId: suit.id, size: 'S', color: '' }]);

    // The seller puts 3 back in S: the shopper is told, once.
    const form = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/products/${suit.id}`,
        headers: { cookie: seller.cookie },
      })
    ).json().data;
    const save = (change: number, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/seller/products/${suit.id}`,
        headers: { cookie: seller.cookie },
        payload: {
          ...{ name: form.name, description: form.description, longDescription: form.longDescription },
          ...{ category: form.category, price: form.price, originalPrice: form.originalPrice, sizes: form.sizes },
          ...{ colors: form.colors, keywords: form.keywords, image: form.image, gallery: form.gallery, version },
          variantStock: [{ size: 'S', color: '', change }],
        },
      });
    const restocked = await save(3, form.version);
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(await toldOf(db, shopper.id, suit.id)).toEqual([
      {
        kind: 'back_in_stock',
        title: 'Back in size S: Khaadi Lawn Suit',
        body: 'Size S of Khaadi Lawn Suit is in stock again.',
      },
    ]);
    expect(await db.select().from(sizeAlerts).where(eq(sizeAlerts.productId, suit.id))).toEqual([]);
    expect((await save(1, restocked.json().data.version)).statusCode).toBe(200);
    expect(await toldOf(db, shopper.id, suit.id)).toHaveLength(1);
  });

  it('can be withdrawn', async () => {
    const db = t.database.db;
    const { suit } = await suitOf(db, 'Khaadi Silk Suit');
    const shopper = await createBuyer(db);
    const cookie = await sessionCookie(db, shopper.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/size-alerts',
      payload: { productId: suit.id, size: 'S' },
      headers: { cookie },
    });
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/size-alerts/${suit.id}?size=S`,
      headers: { cookie },
    });
    expect(withdrawn.statusCode).toBe(204);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/account/size-alerts?productId=${suit.id}`,
      headers: { cookie },
    });
    expect(listed.json().data).toEqual([]);
  });
});

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())('notify me when a size is back, with two app nodes on one PostgreSQL', () => {
  const nodes = twoNodes();

  it('tells each shopper once when two orders of the last Ms are cancelled at the same moment on two nodes', async () => {
    const db = nodes.database.db;
    const call = async (node: ServerProcess, method: string, url: string, cookie: string, body?: object) => {
      const response = await fetch(`${node.url}${url}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: await response.text() };
    };
    for (let round = 0; round < 3; round++) {
      const { suit, seller } = await suitOf(db, `Race Suit ${round}`);
      const numbers: string[] = [];
      for (const node of [nodes.a, nodes.b]) {
        const bought = await call(node, 'POST', '/api/docheckout', '', {
          ...checkoutBody(`size-race-${round}-${numbers.length}@example.pk`, [
            { product_id: suit.id, quantity: 1, size: 'M' },
          ]),
        });
        expect(bought.status, bought.body).toBe(201);
        numbers.push(
          (JSON.parse(bought.body) as { data: { order: { order_number: string } } }).data.order.order_number,
        );
      }
      const shoppers = await Promise.all(
        Array.from({ length: 3 }, async () => {
          const user = await createBuyer(db);
          return { user, cookie: await sessionCookie(db, user.id) };
        }),
      );
      for (const [i, { cookie }] of shoppers.entries()) {
        const asked = await call(i % 2 ? nodes.a : nodes.b, 'POST', '/api/account/size-alerts', cookie, {
          productId: suit.id,
          size: 'M',
        });
        expect(asked.status, asked.body).toBe(201);
      }
      const parts = await Promise.all(
        numbers.map(
          async (number) =>
            (
              JSON.parse((await call(nodes.a, 'GET', `/api/seller/orders?q=${number}`, seller.cookie)).body) as {
                data: { id: string }[];
              }
            ).data[0]!.id,
        ),
      );
      const cancels = await Promise.all(
        parts.map((id, i) =>
          call(i === 0 ? nodes.a : nodes.b, 'PATCH', `/api/seller/orders/${id}/status`, seller.cookie, {
            status: 'cancelled',
            reason: 'Out of stock',
          }),
        ),
      );
      for (const cancel of cancels) expect(cancel.status, cancel.body).toBe(200);
      for (const { user } of shoppers)
        expect((await toldOf(db, user.id, suit.id)).map((told) => told.title)).toEqual([
          `Back in size M: Race Suit ${round}`,
        ]);
    }
  });
});
