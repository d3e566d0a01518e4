import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres } from '../support/test-database';

const redisUrl = process.env.REDIS_URL || undefined;
const LIMIT = 4;

let database: DatabaseHandle & { url?: string };
let nodeA: ServerProcess;
let nodeB: ServerProcess;
let productId: string;

// Nodes share one database only on PostgreSQL, and their counts only through Redis.
describe.skipIf(!onPostgres() || !redisUrl)('request limits across two app nodes on one Redis', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const women = await createCategory(database.db, { name: 'Women', slug: 'women' });
    productId = (
      await createProduct(
        database.db,
        { category: women },
        { name: 'Eid Lawn Suit', stock: 100, price: 500_000, sizes: [], colors: [] },
      )
    ).id;
    // Both nodes sit behind the same proxy on loopback, which tells them the shopper's address.
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMITS: `checkout-address=${LIMIT}/10m`,
    };
    [nodeA, nodeB] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await database?.close();
  });

  // One address per run, so runs sharing a Redis never meet.
  const shopper = `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
  let orders = 0;
  const checkoutThrough = (node: ServerProcess) =>
    fetch(`${node.url}/api/docheckout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': shopper },
      body: JSON.stringify(checkoutBody(`two-nodes-${++orders}@example.pk`, [{ product_id: productId, quantity: 1 }])),
    });

  it('refuses the checkout after the limit from one address, counted over both nodes', async () => {
    for (let i = 0; i < LIMIT / 2; i++) expect((await checkoutThrough(nodeA)).status).toBe(201);
    for (let i = 0; i < LIMIT / 2; i++) expect((await checkoutThrough(nodeB)).status).toBe(201);
    // Node B has taken only half the limit itself: it refuses because the count is shared.
    const refused = await checkoutThrough(nodeB);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Too many requests. Please try again later.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect((await checkoutThrough(nodeA)).status).toBe(429);
  });
});
