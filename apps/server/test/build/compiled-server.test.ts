import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { buildForStart, serverDir } from '../../scripts/start-command';
import { productPage, unclosedDivsPage } from '../support/hostile-pages';
import { freePort } from '../support/server-process';
import { createTestDatabase, onPostgres } from '../support/test-database';

// `npm start` runs the compiled server with plain node. The build is copied into a tree of its own
// (beside a stand-in web app, with node_modules and the migrations linked in), so the test shows
// that the JavaScript finds everything from where it lies, with no TypeScript source around it.

let root: string;
let database: (DatabaseHandle & { url?: string }) | undefined;
let child: ChildProcess | undefined;
let output = '';
let baseUrl: string;
// Product pages for the import preview, whose reading thread is an entry of its own in the build.
let shop: http.Server;
let shopUrl: string;
const ADMIN = { email: 'admin@onsale.test', password: 'compiled-admin-password' };

async function waitForHealth(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child?.exitCode !== null) throw new Error(`the compiled server exited with ${child?.exitCode}:\n${output}`);
    try {
      return await fetch(`${url}/api/health`);
    } catch {
      if (Date.now() > deadline)
        throw new Error(`the compiled server did not answer within ${timeoutMs} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

beforeAll(async () => {
  const command = buildForStart();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-compiled-'));
  const server = path.join(root, 'apps/server');
  fs.cpSync(path.dirname(command.entry), path.join(server, 'dist'), { recursive: true });
  fs.copyFileSync(path.join(serverDir, 'package.json'), path.join(server, 'package.json'));
  fs.symlinkSync(path.join(serverDir, 'drizzle'), path.join(server, 'drizzle'));
  // npm puts a package the workspaces need in different versions under the workspace's own node_modules.
  fs.symlinkSync(path.resolve(serverDir, '../../node_modules'), path.join(root, 'node_modules'));
  if (fs.existsSync(path.join(serverDir, 'node_modules')))
    fs.symlinkSync(path.join(serverDir, 'node_modules'), path.join(server, 'node_modules'));
  fs.mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'apps/web/dist/index.html'),
    '<!doctype html><html><head><title>OnSale</title></head><body><div id="root">compiled-web-app</div></body></html>',
  );

  shop = http.createServer((request, response) => {
    const page = request.url === '/khussa' ? productPage : request.url === '/divs' ? unclosedDivsPage() : undefined;
    if (page === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;

  database = onPostgres() ? await createTestDatabase() : undefined;
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [...command.nodeFlags, path.join(server, 'dist', path.basename(command.entry))], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      DATABASE_URL: database?.url ?? '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      IMPORT_ALLOW_PRIVATE: '1',
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
  }
  await database?.close();
  shop?.closeAllConnections();
  await new Promise((resolve) => shop?.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`the compiled server (${onPostgres() ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('migrates its database and answers the API', async () => {
    const health = await waitForHealth(baseUrl, 90_000);
    expect(health.status, output).toBe(200);
    expect(await health.json()).toMatchObject({ data: { database: 'up' } });

    const categories = await fetch(`${baseUrl}/api/categories`);
    expect(categories.status).toBe(200);
    expect(await categories.json()).toEqual({ data: [] });
  }, 120_000);

  it('serves the built web app beside it, with its security headers', async () => {
    const page = await fetch(`${baseUrl}/account/orders`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('compiled-web-app');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('reads a product page for an import in its own thread, and refuses a page built to stall it', async () => {
    const login = await fetch(`${baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const preview = (path: string) =>
      fetch(`${baseUrl}/api/admin/imports/preview-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ url: `${shopUrl}${path}` }),
      });

    const read = await preview('/khussa');
    expect(read.status, output).toBe(200);
    expect(
      ((await read.json()) as { data: { candidates: { candidate: unknown }[] } }).data.candidates[0]!.candidate,
    ).toMatchObject({ name: 'Leather Khussa', price: 210_000, originalPrice: 350_000 });
    const started = performance.now();
    const refused = await preview('/divs');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'This page is too large or too complex to import: it nests more than 1,000 elements inside each other',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  }, 60_000);

  it('shuts down cleanly on SIGTERM', async () => {
    expect(child!.exitCode, output).toBeNull();
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  }, 30_000);
});
