import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { testConfig } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import type { FastifyInstance } from 'fastify';

// Every answer names its request, and every log line of the request carries the same id, so that
// a shopper's "Reference: …" finds what happened in the logs.

const lines: { reqId?: string; msg?: string; level: number }[] = [];
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
        done();
      },
    }),
  );
  app = await buildApp({ config: testConfig(), database, logger });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request ids', () => {
  it.each([
    ['a catalogue answer', '/api/products/top-discounted', 200],
    ['an unknown API address', '/api/nothing-here', 404],
    ['a refused query', '/api/search?q=', 400],
    ['a request that needs a sign-in', '/api/account/orders', 401],
  ] as const)('are on %s, a new one for each request', async (_what, url, status) => {
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    expect(first.statusCode).toBe(status);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keep the proxy's id for the request, and replace one that is not an id", async () => {
    const given = await app.inject({ url: '/api/categories', headers: { 'x-request-id': 'haproxy-7f00-0001' } });
    expect(given.headers['x-request-id']).toBe('haproxy-7f00-0001');
    const odd = await app.inject({ url: '/api/categories', headers: { 'x-request-id': 'a b\u00e9<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are on every log line of their request', async () => {
    const answer = await app.inject({ url: '/api/nothing-at-all' });
    const id = String(answer.headers['x-request-id']);
    const own = lines.filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
