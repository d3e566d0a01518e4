import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { orders } from '../../src/db/schema';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, onPostgres } from '../support/test-database';

describe('SHUTDOWN_GRACE_MS', () => {
  it('is 5 seconds unless set, and refuses what is not a whole number of milliseconds', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '12000' }).shutdownGraceMs).toBe(12_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(
      'Invalid configuration: SHUTDOWN_GRACE_MS must be a number of milliseconds',
    );
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(
      'Invalid configuration: SHUTDOWN_GRACE_MS must not be negative',
    );
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '1.5' })).toThrow(
      'Invalid configuration: SHUTDOWN_GRACE_MS must be a whole number of milliseconds',
    );
  });
});

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ready while the node serves, 503 once it drains, while health and the shop still answer', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready' } });
    expect(ready.headers['cache-control']).toBe('no-store');

    t.app.readiness.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ error: { code: 'draining', message: 'This node is shutting down' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});

/** GET over a connection of its own: the status and the Connection header (fetch hides the latter). */
function get(url: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

/** Whether a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

// The server as npm start runs it, and its signals. On PostgreSQL only: the test writes into the
// database the node uses, which the embedded database, one process's own, does not allow.
describe.skipIf(!onPostgres())('a node told to stop with SIGTERM', () => {
  const GRACE_MS = 2_000;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let node: ServerProcess;
  let product: { id: string; slug: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const women = await createCategory(database.db, { name: 'Women', slug: 'women' });
    product = await createProduct(
      database.db,
      { category: women },
      { name: 'Eid Lawn Suit', stock: 10, sizes: [], colors: [] },
    );
    node = await startServerProcess(
      { DATABASE_URL: database.url!, SHUTDOWN_GRACE_MS: String(GRACE_MS) },
      { compiled: true },
    );
  });
  afterAll(async () => {
    await node?.stop('SIGKILL');
    await database?.close();
  });

  it('turns unready at once, serves through the grace, then refuses new connections, answers the request in flight and exits cleanly', async () => {
    // A checkout in flight: its headers and half its body have arrived when the signal comes.
    const body = JSON.stringify(checkoutBody('drain@example.pk', [{ product_id: product.id, quantity: 1 }]));
    const socket = net.connect(node.port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /api/docheckout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );

    const exited = once(node.child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const signalledAt = Date.now();
    node.child.kill('SIGTERM');

    await expect
      .poll(async () => (await get(`${node.url}/api/ready`)).status, { timeout: 1_000, interval: 50 })
      .toBe(503);
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS / 2);
    // Still serving whoever reaches it during the grace, each answer closing its connection.
    expect(await get(`${node.url}/api/health`)).toEqual({ status: 200, connection: 'close' });
    expect(await get(`${node.url}/api/products/${product.slug}`)).toEqual({ status: 200, connection: 'close' });
    expect(await refused(node.port)).toBe(false);

    // After the grace no new connection is taken…
    await expect.poll(() => refused(node.port), { timeout: GRACE_MS + 3_000, interval: 50 }).toBe(true);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(GRACE_MS);
    // …but the request in flight is answered, and only then does the process end.
    expect(node.child.exitCode).toBeNull();
    socket.write(body.slice(half));
    const [code] = await exited;
    expect(code).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    const orderNumber = /"order_number":"([^"]+)"/.exec(answer)?.[1];
    expect(orderNumber).toBeDefined();
    const [order] = await database.db
      .select({ email: orders.customerEmail })
      .from(orders)
      .where(eq(orders.number, orderNumber!));
    expect(order?.email).toBe('drain@example.pk');
  }, 60_000);
});
