import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

// Catalogue answers are compressed once per answer and sent as the client asks; everything else
// keeps @fastify/compress.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  const khaadi = await createBrand(db, { name: 'Khaadi', slug: 'khaadi', websiteValue: 'khaadi' });
  for (let i = 1; i <= 12; i += 1) {
    await createProduct(
      db,
      { category: women, brand: khaadi },
      { name: `Printed Lawn Suit ${i}`, price: 300_000, originalPrice: 400_000 + i * 10_000 },
    );
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const TOP = '/api/products/top-discounted?limit=12';

describe('a catalogue answer', () => {
  it('goes compressed to a browser, with the same text, ETag and caching as the plain answer', async () => {
    const plain = await get(TOP);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json().data).toHaveLength(12);

    const browser = await get(TOP, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(browser.headers.vary).toBe('accept-encoding');
    expect(browser.headers['cache-control']).toBe('public, no-cache');
    expect(browser.headers.etag).toBe(plain.headers.etag);
    expect(Number(browser.headers['content-length'])).toBe(browser.rawPayload.length);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);
  });

  it('takes the encoding the client prefers among those it accepts', async () => {
    const plain = (await get(TOP)).body;
    const gzip = await get(TOP, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await get(TOP, { 'accept-encoding': 'x-gzip' })).headers['content-encoding']).toBe('gzip');
    const deflate = await get(TOP, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflate.rawPayload).toString()).toBe(plain);
    const identity = await get(TOP, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('answers 304 with no body to a client holding its ETag, whatever it accepts', async () => {
    const { etag } = (await get(TOP)).headers;
    const again = await get(TOP, { 'if-none-match': String(etag), 'accept-encoding': 'gzip, br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('is sent as it is when it is small', async () => {
    const none = await get('/api/products/top-discounted?limit=1', { 'accept-encoding': 'br, gzip' });
    expect(none.statusCode).toBe(200);
    expect(none.rawPayload.length).toBeLessThan(1024);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBeUndefined();
    expect(none.json().data).toHaveLength(1);
  });

  it('answers HEAD with the headers of the answer and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: TOP, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
  });
});

describe('other answers', () => {
  it('are still compressed when big', async () => {
    const docs = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString())).toMatchObject({
      info: { title: 'OnSale API' },
    });
  });
});
