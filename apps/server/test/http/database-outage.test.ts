import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { orders } from '../../src/db/schema';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { createCategory, createProduct } from '../support/catalogue';
import { checkoutBody } from '../support/checkout';
import { testConfig } from '../support/test-app';
import { createTestDatabase, onPostgres } from '../support/test-database';

/**
 * A TCP relay in front of the PostgreSQL server: cut, it closes every connection and refuses new
 * ones, as a database host that went away does; restored, it listens on the same port again.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen();
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!onPostgres())('a node whose PostgreSQL cannot be reached', () => {
  let direct: DatabaseHandle & { url?: string };
  let relayed: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let app: FastifyInstance;
  let productId: string;

  beforeAll(async () => {
    direct = await createTestDatabase();
    const category = await createCategory(direct.db, { name: 'Women', slug: 'women' });
    productId = (await createProduct(direct.db, { category }, { stock: 10, sizes: [], colors: [] })).id;
    const url = new URL(direct.url!);
    relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${relay.port}`;
    relayed = await openPostgres(url.toString(), 5);
    app = await buildApp({ config: testConfig(), database: relayed });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await relayed?.close().catch(() => {});
    await relay?.close();
    await direct?.close();
  });

  const checkout = (key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/docheckout',
      headers: { 'idempotency-key': key },
      payload: checkoutBody('ayesha@example.pk', [{ product_id: productId, quantity: 1 }]),
    });
  const orderCount = async () =>
    (await direct.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders))[0]!.n;

  it('answers 503 with Retry-After while it is away, takes itself out of the proxy, and serves again once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await checkout('outage-before')).statusCode).toBe(201);

    await relay.cut();
    const refused = await checkout('outage-during');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().error).toEqual({
      code: 'unavailable',
      message: 'The shop cannot be reached right now. Please try again in a moment.',
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ayesha@example.pk', password: 'secret123' },
    });
    expect(signIn.statusCode, signIn.body).toBe(503);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('unavailable');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await relay.restore();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // Nothing was written while it was away: the same order sent again is placed now.
    expect(await orderCount()).toBe(1);
    const placed = await checkout('outage-during');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await orderCount()).toBe(2);
  });
});
