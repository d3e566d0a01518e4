import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAdmin, sessionCookie } from '../support/accounts';
import { manyImagesPage, productPage, unclosedDivsPage } from '../support/hostile-pages';
import { createTestApp, type TestApp } from '../support/test-app';

// A page chosen by a stranger is read off the thread that answers requests, within bounds: the
// admin is told at once that it cannot be imported, and shoppers never notice it was tried.

const pages: Record<string, string> = {
  '/divs': unclosedDivsPage(),
  '/images': manyImagesPage(),
  '/khussa': productPage,
};

let t: TestApp;
let server: http.Server;
let base: string;
let asAdmin: ReturnType<typeof caller>;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ importAllowPrivate: true });
  const admin = await createAdmin(t.database.db);
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
  // The reading thread is started by the first preview; hostile pages are timed from then on.
  expect((await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/khussa` })).statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * Asks for the health check every 100 ms until stopped; each wait runs from when the check was due
 * to its answer, so a blocked thread shows both as a late timer and as a slow answer.
 */
function pollHealth(app: FastifyInstance) {
  const waits: number[] = [];
  let polling = true;
  const started = performance.now();
  const done = (async () => {
    for (let due = started + 100; polling; due += 100) {
      await sleep(Math.max(0, due - performance.now()));
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - due);
    }
  })();
  return async () => {
    polling = false;
    await done;
    return waits;
  };
}

describe('a page built to stall the parser', () => {
  it.each([
    ['100,000 unclosed <div>', '/divs', 480_000],
    ['30,000 og:image meta tags', '/images', 1_900_000],
  ])('with %s is refused within 2 s while the health check keeps answering', async (_name, path, size) => {
    expect(pages[path]!.length).toBeGreaterThan(size);
    const stop = pollHealth(t.app);
    await sleep(300);
    const started = performance.now();
    const res = await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}${path}` });
    const took = performance.now() - started;
    await sleep(300);
    const waits = await stop();

    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'page_too_complex',
      message: expect.stringMatching(/^This page is too large or too complex to import: it (nests|has) more than /),
    });
    expect(took).toBeLessThan(2000);
    expect(waits.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...waits)).toBeLessThan(250);
    process.stdout.write(
      `${path}: refused in ${Math.round(took)} ms, worst health-check wait ${Math.round(Math.max(...waits))} ms over ${waits.length} checks\n`,
    );
  });

  it('leaves the next ordinary page to be read as before', async () => {
    const res = await asAdmin('POST', '/api/admin/imports/preview-url', { url: `${base}/khussa` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.candidates[0].candidate).toMatchObject({
      name: 'Leather Khussa',
      price: 210_000,
      originalPrice: 350_000,
      brand: 'Alkaram',
      images: ['https://cdn.example.pk/khussa.jpg'],
    });
  });
});
