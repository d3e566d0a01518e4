import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { products } from '../../src/db/schema';
import { CATALOGUE_LISTENER_NAME } from '../../src/modules/catalogue/catalogue-channel';
import { createSellerWithBrand } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres } from '../support/test-database';

/** Asks `read` every 50 ms until it answers `wanted`, failing after `withinMs`; resolves to how long it took. */
async function eventually<T>(read: () => Promise<T>, wanted: T, withinMs: number): Promise<number> {
  const started = performance.now();
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (last === wanted) return performance.now() - started;
    if (performance.now() - started > withinMs)
      throw new Error(`still ${JSON.stringify(last)} instead of ${JSON.stringify(wanted)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: DatabaseHandle & { url?: string };
let nodeA: ServerProcess;
let nodeB: ServerProcess;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let product: { id: string; slug: string };
let listenerOfA: number;

/** The sessions of the nodes' catalogue listeners on this test's database. */
async function listenerPids(): Promise<number[]> {
  const result = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${CATALOGUE_LISTENER_NAME}`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())('two app nodes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const women = await createCategory(database.db, { name: 'Women', slug: 'women' });
    seller = await createSellerWithBrand(database.db, 'approved', { brandName: 'Nishat Linen' });
    product = await createProduct(
      database.db,
      { category: women },
      {
        name: 'Eid Lawn Suit',
        stock: 3,
        price: 500_000,
        originalPrice: 800_000,
        sellerId: seller.user.id,
        sizes: [],
        colors: [],
      },
    );
    nodeA = await startServerProcess({ DATABASE_URL: database.url! });
    // The one listener now is A's: B's joins after.
    const listeners = await listenerPids();
    expect(listeners).toHaveLength(1);
    listenerOfA = listeners[0]!;
    nodeB = await startServerProcess({ DATABASE_URL: database.url! });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await database?.close();
  });

  const productOn = async (node: ServerProcess) => {
    const response = await fetch(`${node.url}/api/products/${product.slug}`);
    return ((await response.json()) as { data: { stock: number; price: number } }).data;
  };
  const stockOn = async (node: ServerProcess) => (await productOn(node)).stock;
  const priceOn = async (node: ServerProcess) => (await productOn(node)).price;
  /** The seller saves the product's form through `node`, with the version of the product it read there. */
  const setPriceThrough = async (node: ServerProcess, price: number) => {
    const headers = { 'content-type': 'application/json', cookie: seller.cookie };
    const read = (await (await fetch(`${node.url}/api/seller/products/${product.id}`, { headers })).json()) as {
      data: { version?: number };
    };
    const { version } = read.data;
    const body = {
      name: 'Eid Lawn Suit',
      description: 'Three-piece',
      category: 'women',
      price,
      originalPrice: 800_000,
      image: '/media/product.webp',
      version,
    };
    const response = await fetch(`${node.url}/api/seller/products/${product.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
    expect(response.status, await response.text()).toBe(200);
  };

  it('shows a sell-out on the node that took it at once, and on the other within a second', async () => {
    expect(await stockOn(nodeA)).toBe(3);
    expect(await stockOn(nodeB)).toBe(3);

    const order = await fetch(`${nodeA.url}/api/docheckout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(checkoutBody(`flash-${Date.now()}@example.pk`, [{ product_id: product.id, quantity: 3 }])),
    });
    expect(order.status, await order.text()).toBe(201);
    expect(await stockOn(nodeA)).toBe(0);
    await eventually(() => stockOn(nodeB), 0, 1_000);
  });

  it('shows a price changed through one node on the other within a second', async () => {
    expect(await priceOn(nodeA)).toBe(500_000);
    await setPriceThrough(nodeB, 450_000);
    expect(await priceOn(nodeB)).toBe(450_000);
    await eventually(() => priceOn(nodeA), 450_000, 1_000);
  });

  it('forgets its whole cache when its listener was cut off, and hears changes again once back', async () => {
    expect(await listenerPids()).toHaveLength(2);
    expect(await priceOn(nodeA)).toBe(450_000);
    // A change no node announces: what a node misses while its listener is down.
    await database.db
      .update(products)
      .set({ price: 420_000 })
      .where(sql`${products.id} = ${product.id}`);
    expect(await priceOn(nodeA)).toBe(450_000);

    await database.db.execute(sql`select pg_terminate_backend(${listenerOfA})`);
    await eventually(() => priceOn(nodeA), 420_000, 2_000);
    await eventually(async () => (await listenerPids()).length, 2, 2_000);
    expect(await listenerPids()).not.toContain(listenerOfA);

    await setPriceThrough(nodeB, 399_000);
    await eventually(() => priceOn(nodeA), 399_000, 1_000);
  });
});
