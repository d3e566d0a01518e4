import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createJobRunner } from '../../src/modules/jobs/job-runner';
import { enqueueJob } from '../../src/modules/jobs/jobs.repository';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, RAISED_TEST_LIMITS, type TestApp } from '../support/test-app';

const TOKEN = 'scrape-7c1d9e4a-token';
const SCRAPER = '10.20.3.4';

let off: TestApp;
let t: TestApp;
let productId: string;
let productSlug: string;

beforeAll(async () => {
  off = await createTestApp();
  t = await createTestApp(
    {
      metrics: { token: TOKEN, allow: ['10.20.0.0/16', '192.0.2.7'] },
      rateLimits: { ...RAISED_TEST_LIMITS, 'checkout-email': { limit: 1, windowSeconds: 600 } },
    },
    // the storefront's pages rendered on the server, so that their cache is counted too
    {
      webIndexHtml: '<!doctype html><html><head><title>OnSale</title></head><body><div id="root"></div></body></html>',
    },
  );
  const women = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  const product = await createProduct(
    t.database.db,
    { category: women },
    { name: 'Lawn Suit', price: 300_000, stock: 100, sizes: [], colors: [] },
  );
  productId = product.id;
  productSlug = product.slug;
});
afterAll(async () => {
  await off.close();
  await t.close();
});

const scrape = (app: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
const withToken = { authorization: `Bearer ${TOKEN}` };

/** The series as the scraper reads them. */
async function metrics(): Promise<string> {
  const answer = await scrape(t, withToken);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
}

/** The value of one series (the one whose labels include `labels`), or undefined when it is not there. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** How much a series moved while `act` ran (a series not there yet counts as 0). */
async function moved(name: string, labels: Record<string, string>, act: () => Promise<unknown>): Promise<number> {
  const before = valueOf(await metrics(), name, labels) ?? 0;
  await act();
  return (valueOf(await metrics(), name, labels) ?? 0) - before;
}

describe('who may read /metrics', () => {
  it('is not found when neither METRICS_TOKEN nor METRICS_ALLOW is set', async () => {
    const answer = await scrape(off, withToken);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('refuses a caller without the token, or with another one, in the shop’s error body', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer scrape-0000-wrong-token' },
      // the token itself, but not as a bearer token
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const answer = await scrape(t, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(401);
      expect(answer.json().error.code).toBe('unauthorized');
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain('onsale_');
    }
  });

  it('answers the Prometheus text to the token', async () => {
    const answer = await scrape(t, withToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE onsale_http_requests_total counter');
    expect(answer.body).toContain('# TYPE onsale_http_request_duration_seconds histogram');
    // Node's own series, from the process
    expect(valueOf(answer.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(answer.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // the pool is PostgreSQL's: none on the embedded database
    expect(valueOf(answer.body, 'onsale_db_pool_connections', { state: 'total' }) !== undefined).toBe(
      t.database.kind === 'postgres',
    );
  });

  it('answers an allowed address without the token, and no other', async () => {
    expect((await scrape(t, {}, SCRAPER)).statusCode).toBe(200);
    expect((await scrape(t, {}, '192.0.2.7')).statusCode).toBe(200);
    // an IPv4 client on a dual-stack socket
    expect((await scrape(t, {}, `::ffff:${SCRAPER}`)).statusCode).toBe(200);
    expect((await scrape(t, {}, '10.21.0.1')).statusCode).toBe(401);
    expect((await scrape(t, {}, '192.0.2.8')).statusCode).toBe(401);
  });

  it('is configured by METRICS_TOKEN and METRICS_ALLOW, checked at start', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.0.0.0/8, ::1' }).metrics).toEqual({
      token: TOKEN,
      allow: ['10.0.0.0/8', '::1'],
    });
    expect(loadConfig({}).metrics).toEqual({ token: undefined, allow: [] });
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW must be/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});

describe('the series', () => {
  it('count each answer under its route pattern, never its address', async () => {
    const labels = { method: 'GET', route: '/api/products/:slug', status: '200' };
    const read = () => t.app.inject({ method: 'GET', url: `/api/products/${productSlug}` });
    expect(await moved('onsale_http_requests_total', labels, async () => Promise.all([read(), read()]))).toBe(2);
    const text = await metrics();
    expect(text).not.toContain(productSlug);
    expect(valueOf(text, 'onsale_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'onsale_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      valueOf(text, 'onsale_http_request_duration_seconds_count', labels),
    );
    expect(valueOf(text, 'onsale_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // cumulative: each bucket holds the answers of the ones before it
    const buckets = ['0.001', '0.01', '0.1', '1', '10'].map((le) =>
      valueOf(text, 'onsale_http_request_duration_seconds_bucket', { ...labels, le })!,
    );
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(
      await moved('onsale_http_requests_total', unmatched, () =>
        t.app.inject({ method: 'GET', url: '/api/no-such-thing/at-all' }),
      ),
    ).toBe(1);
    expect(await metrics()).not.toContain('no-such-thing');
  });

  it('count the catalogue cache’s hits when a read is repeated', async () => {
    const read = () => t.app.inject({ method: 'GET', url: '/api/categories' });
    await read();
    expect(await moved('onsale_cache_hits_total', { cache: 'catalogue' }, read)).toBeGreaterThanOrEqual(1);
    const text = await metrics();
    expect(valueOf(text, 'onsale_cache_misses_total', { cache: 'catalogue' })).toBeGreaterThan(0);
    expect(valueOf(text, 'onsale_cache_bytes', { cache: 'catalogue' })).toBeGreaterThan(0);
  });

  it('count the rendered pages’ cache apart from the catalogue’s', async () => {
    const home = () => t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const lookups = (text: string) =>
      (valueOf(text, 'onsale_cache_hits_total', { cache: 'pages' }) ?? 0) +
      (valueOf(text, 'onsale_cache_misses_total', { cache: 'pages' }) ?? 0);
    const before = lookups(await metrics());
    expect((await home()).statusCode).toBe(200);
    expect((await home()).statusCode).toBe(200);
    const after = await metrics();
    expect(lookups(after) - before).toBe(2);
    expect(valueOf(after, 'onsale_cache_bytes', { cache: 'pages' })).toBeGreaterThanOrEqual(0);
  });

  it('count an order placed, once however often its Idempotency-Key is sent, and a limit refusing the next', async () => {
    const body = checkoutBody('metrics@example.pk', [{ product_id: productId, quantity: 1 }]);
    const checkout = (payload: object, key: string) =>
      t.app.inject({ method: 'POST', url: '/api/docheckout', payload, headers: { 'idempotency-key': key } });
    const placed = await moved('onsale_orders_placed_total', {}, async () => {
      expect((await checkout(body, 'metrics-order-0001')).statusCode).toBe(201);
      expect((await checkout(body, 'metrics-order-0001')).statusCode).toBe(200);
    });
    expect(placed).toBe(1);
    // checkout-email is 1 per 10 minutes here: the same shopper's second order is refused
    const refused = await moved('onsale_limit_refusals_total', { limit: 'checkout-email' }, async () => {
      expect((await checkout(body, 'metrics-order-0002')).statusCode).toBe(429);
    });
    expect(refused).toBe(1);
    // its receipt waits in the outbox
    expect(valueOf(await metrics(), 'onsale_outbox_emails', { status: 'pending' })).toBeGreaterThanOrEqual(1);
  });

  it('count the jobs run by outcome, and show the jobs waiting and failed', async () => {
    const runner = createJobRunner({
      db: t.database.db,
      handlers: {
        'metrics-report': { run: async () => ({ ok: true }) },
        'metrics-broken': {
          maxAttempts: 1,
          run: async () => {
            throw new Error('broken on purpose');
          },
        },
      },
    });
    await enqueueJob(t.database.db, { kind: 'metrics-report', payload: {} });
    await enqueueJob(t.database.db, { kind: 'metrics-broken', payload: {} });
    const before = await metrics();
    await runner.runDueJobs();
    const after = await metrics();
    const ran = (labels: Record<string, string>) =>
      (valueOf(after, 'onsale_jobs_run_total', labels) ?? 0) - (valueOf(before, 'onsale_jobs_run_total', labels) ?? 0);
    expect(ran({ kind: 'metrics-report', outcome: 'done' })).toBe(1);
    expect(ran({ kind: 'metrics-broken', outcome: 'failed' })).toBe(1);
    expect(ran({ kind: 'metrics-report', outcome: 'failed' })).toBe(0);
    expect(valueOf(after, 'onsale_jobs', { kind: 'metrics-broken', status: 'failed' })).toBe(1);

    await enqueueJob(t.database.db, { kind: 'metrics-waiting', payload: {} });
    const waiting = await metrics();
    expect(valueOf(waiting, 'onsale_jobs', { kind: 'metrics-waiting', status: 'queued' })).toBe(1);
    expect(valueOf(waiting, 'onsale_job_oldest_queued_seconds', { kind: 'metrics-waiting' })).toBeGreaterThanOrEqual(0);
  });
});
