import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueries } from '../../src/db/schema';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

// A cached answer asked for again is sent by the node's HTTP server before routing: it must be the
// app's own answer, and never outlive the cache's.

const TOKEN = 'kept-answers-metrics-token';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let t: TestApp;
let base: URL;
let product: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp(
    { metrics: { token: TOKEN, allow: [] } },
    {
      webIndexHtml: '<!doctype html><html><head><title>OnSale</title></head><body><div id="root"></div></body></html>',
    },
  );
  const women = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  product = await createProduct(
    t.database.db,
    { category: women },
    {
      name: 'Kept Lawn Suit',
      description: 'Printed lawn. '.repeat(100),
      price: 300_000,
      stock: 50,
      sizes: [],
      colors: [],
    },
  );
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the header names in the order sent */
  names: string[];
  body: Buffer;
}

/** One request over HTTP, its body as sent (not decompressed). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          names: response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}
const sent = new Map<string, number>();
const get = (path: string, headers: Record<string, string> = {}) => {
  sent.set(path, (sent.get(path) ?? 0) + 1);
  return send('GET', path, headers);
};
/** How many times this test asked for `path`. */
const answersOf = (path: string) => sent.get(path) ?? 0;

/** Answers sent from the kept answers, as the node's metrics count them. */
async function keptSends(): Promise<number> {
  const text = (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body.toString();
  return Number(/^onsale_cache_hits_total\{cache="kept answers"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** The app's last answer of `url` and the kept answer sent after it. */
async function keptAfterApp(url: string, headers: Record<string, string>): Promise<{ app: Answer; kept: Answer }> {
  let app = await get(url, headers);
  for (let tries = 0; tries < 5; tries++) {
    const before = await keptSends();
    const next = await get(url, headers);
    if ((await keptSends()) > before) return { app, kept: next };
    app = next;
  }
  throw new Error(`${url} was never sent from the kept answers`);
}

/** The headers but those made for each answer. */
function lasting({ headers }: Answer) {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

const stockOf = (answer: Answer) =>
  (JSON.parse(zlib.brotliDecompressSync(answer.body).toString()) as { data: { stock: number } }).data.stock;

describe('a cached answer asked for again', () => {
  it("is sent from the node's server: the app's answer byte for byte, with its own request id", async () => {
    const url = `/api/products/${product.slug}`;
    const first = await get(url, BROWSER);
    const { app: second, kept } = await keptAfterApp(url, BROWSER);
    expect(kept.status).toBe(200);
    expect(lasting(kept)).toEqual(lasting(second));
    expect(kept.names).toEqual(second.names);
    expect(kept.body.equals(second.body)).toBe(true);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    // the first send was compressed quickly; the text is the same
    expect(zlib.brotliDecompressSync(kept.body).equals(zlib.brotliDecompressSync(first.body))).toBe(true);
    // the proxy's request id is kept, as the app keeps it
    expect((await get(url, { ...BROWSER, 'x-request-id': 'haproxy-4f2a9c01' })).headers['x-request-id']).toBe(
      'haproxy-4f2a9c01',
    );
  });

  it('goes in the encoding each client accepts', async () => {
    const url = `/api/products/${product.slug}`;
    const text = zlib.brotliDecompressSync((await keptAfterApp(url, BROWSER)).kept.body).toString();
    const before = await keptSends();
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    expect(await keptSends()).toBe(before + 2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('leaves conditional requests and HEAD to the app', async () => {
    const url = `/api/products/${product.slug}`;
    const { etag } = (await keptAfterApp(url, BROWSER)).kept.headers;
    const before = await keptSends();
    const conditional = await get(url, { ...BROWSER, 'if-none-match': etag! });
    expect(conditional.status).toBe(304);
    expect(conditional.body.length).toBe(0);
    const head = await send('HEAD', url, BROWSER);
    expect(head.status).toBe(200);
    expect(await keptSends()).toBe(before);
  });

  it('is the new answer as soon as the catalogue changes', async () => {
    const url = `/api/products/${product.slug}`;
    const stock = stockOf((await keptAfterApp(url, BROWSER)).kept);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/docheckout',
      payload: checkoutBody(`kept-${Date.now()}@example.pk`, [{ product_id: product.id, quantity: 2 }]),
    });
    expect(order.statusCode).toBe(201);
    expect(stockOf(await get(url, BROWSER))).toBe(stock - 2);
  });

  it('is counted under its route, as the app counts it', async () => {
    const url = '/api/products/top-discounted?limit=12';
    const counted = async () => {
      const text = (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body.toString();
      const series =
        /^onsale_http_requests_total\{method="GET",route="\/api\/products\/top-discounted",status="200"\} (\d+)$/m;
      return Number(series.exec(text)?.[1] ?? 0);
    };
    await keptAfterApp(url, BROWSER);
    const [before, keptBefore] = [await counted(), await keptSends()];
    for (let i = 0; i < 4; i++) await get(url, BROWSER);
    expect(await keptSends()).toBe(keptBefore + 4);
    expect(await counted()).toBe(before + 4);
  });

  it('counts each search it sends, as the app counts it', async () => {
    const url = '/api/search?q=kept%20lawn';
    const { kept } = await keptAfterApp(url, BROWSER);
    expect(kept.status).toBe(200);
    const before = await keptSends();
    for (let i = 0; i < 3; i++) await get(url, BROWSER);
    expect(await keptSends()).toBe(before + 3);
    await t.app.searchCounts.flush();
    const [row] = await t.database.db
      .select({ searches: sum(searchQueries.searches) })
      .from(searchQueries)
      .where(eq(searchQueries.query, 'kept lawn'));
    // every one of the requests: those the app answered, the kept one and the three after it
    expect(Number(row!.searches)).toBe(answersOf(url));
  });

  it('holds for a server-rendered page', async () => {
    const url = `/product/${product.slug}`;
    const { app: second, kept } = await keptAfterApp(url, BROWSER);
    expect(kept.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(lasting(kept)).toEqual(lasting(second));
    expect(kept.body.equals(second.body)).toBe(true);
    expect(zlib.brotliDecompressSync(kept.body).toString()).toContain('Kept Lawn Suit');
  });

  // (last: it closes the app)
  it('is not sent once the node begins to close: the app answers as a closing node does', async () => {
    const url = `/api/products/${product.slug}`;
    await keptAfterApp(url, BROWSER);
    // A sign-in in flight keeps the app from closing: its headers and half its body have arrived.
    const body = JSON.stringify({ email: 'closing@example.pk', password: 'not-the-password' });
    const socket = net.connect(Number(base.port), '127.0.0.1');
    await once(socket, 'connect');
    let answers = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answers += chunk));
    const arrived = once(t.app.server, 'request');
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await arrived;
    const closed = t.app.close();
    // (the server stops listening once the app's closing hooks have run)
    await expect.poll(() => t.app.server.listening).toBe(false);
    // The rest of the sign-in, then the kept address asked for on the same connection.
    socket.write(`${body.slice(10)}GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`);
    await closed;
    await expect.poll(() => (answers.match(/HTTP\/1\.1 \d{3}/g) ?? []).length, { timeout: 5_000 }).toBe(2);
    const [signIn, kept] = answers.match(/HTTP\/1\.1 \d{3}/g)!;
    expect(signIn).toBe('HTTP/1.1 401');
    expect(kept).toBe('HTTP/1.1 503');
    socket.destroy();
  });
});
