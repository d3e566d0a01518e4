/**
 * `npm run test:cluster`: the shop as the README's "Running in production" runs it, proven on
 * this machine. Two app nodes (the compiled server, as `npm start` runs it) on a fresh PostgreSQL
 * database, Redis and an S3-protocol store, behind Debian's haproxy on loopback, and a real SMTP
 * server. It shows that
 *   1. a picture uploaded through one node is served by the other;
 *   2. a flood of slow clients from one address, more connections than the old `maxconn 4096`,
 *      leaves shoppers from another address answered at once, and every slow request is cut off;
 *   3. a rolling restart of each node in turn, under a steady load of storefront reads and
 *      checkouts through the proxy, loses no request and no order;
 *   4. a node killed with SIGKILL during checkouts leaves no half-written order, stock that adds
 *      up, and every order's receipt e-mail sent by the node that survives;
 *   5. once it is started again, the admin's System page, opened in Chromium through the proxy,
 *      lists both nodes alive from their heartbeats, whichever node answers.
 * Exits 1 when any of it does not hold. PostgreSQL: DATABASE_URL's server, else the local one (a
 * database of its own, dropped at the end); Redis: REDIS_URL, else the local one (keys under a
 * prefix of their own). CLUSTER_GRACE_MS=0 runs the nodes without a drain, to see the restart fail.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { Redis } from 'ioredis';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { openPostgres } from '../apps/server/src/db/open-database';
import { createAdmin, createSellerWithBrand, TEST_PASSWORD } from '../apps/server/test/support/accounts';
import { multipartFile, pngImage } from '../apps/server/test/support/uploads';
import { createCategory, createProduct } from '../apps/server/test/support/catalogue';
import { startS3Server } from '../apps/server/test/support/s3-server';
import { startSmtp, unfold, type TestSmtpServer } from '../apps/server/test/support/smtp';
import { buildServer, freePort, repoRoot, startChildServer, type ChildServer } from './lib/child-server';
import { haproxyInstalled, startHaproxy, type Haproxy, type HealthCheck } from './lib/haproxy';
import { startSlowClients, timedGet, type SlowConnection } from './lib/slow-clients';
import { CHROMIUM } from '../e2e/chromium';

type ServerCommand = ReturnType<typeof buildServer>;

/** haproxy checks readiness every 250 ms and takes a node out at the first 503. */
const CHECK: HealthCheck = { intervalMs: 250, fall: 1, rise: 1 };
/** Comfortably longer than one check interval plus a check's round trip. */
const GRACE_MS = 1_500;
const PRODUCTS = 24;
const RUN_LIMIT_MS = 3 * 60_000;
const STOCK = 5_000;
const RUN = crypto.randomBytes(4).toString('hex');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const REDIS_KEY_PREFIX = `onsale-cluster:${RUN}:`;
/**
 * The slow-client flood: from one address, more connections than the 4096 the README's example
 * once allowed in all, each sending a header line every two seconds; from a second address, slow
 * request bodies; shoppers come from a third. Every loopback address is this machine's.
 */
const FLOOD = {
  from: '127.0.0.1',
  connections: 4_200,
  bodiesFrom: '127.0.0.3',
  bodies: 50,
  shoppersFrom: '127.0.0.2',
  shoppers: 2,
  everyMs: 2_000,
};
/** What a shopper may wait for a storefront answer during the flood. */
const SHOPPER_WAIT_MS = 2_000;
/** A node's own limit on a request's headers (10 s, app.ts), checked every 2 s, and slack. */
const NODE_HEADERS_CUT_OFF_MS = 13_000;
/** How long a started node may take to show alive on the System page: its first heartbeats, and the page's own refresh. */
const BOTH_ALIVE_WITHIN_MS = 15_000;

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed().padStart(7)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Failed extends Error {}
const problems: string[] = [];
/** Records a broken promise of the deployment; the script goes on to show what else holds. */
function expect(holds: boolean, what: string, details: unknown[] = []): boolean {
  if (holds) {
    log(`  ok: ${what}`);
  } else {
    problems.push(what);
    log(`  FAILED: ${what}`);
    for (const detail of details.slice(0, 5))
      log(`    ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
    if (details.length > 5) log(`    … and ${details.length - 5} more`);
  }
  return holds;
}

// ─── The database ───────────────────────────────────────────────────────────

interface ClusterDatabase {
  url: string;
  handle: DatabaseHandle;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

async function createDatabase(): Promise<ClusterDatabase> {
  const serverUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const name = `onsale_cluster_${RUN}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 2);
  await handle.migrate();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // A connection still closing when the database is dropped below is ended by the server: expected.
  pool.on('error', () => {});
  return {
    url: url.toString(),
    handle,
    query: async <Row>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as Row[],
    drop: async () => {
      // Both closed before the drop, which ends any connection left.
      await Promise.allSettled([handle.close(), pool.end()]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

interface Shop {
  products: { id: string; slug: string }[];
  categorySlug: string;
  sellerCookie: string;
}

async function seedShop(db: DatabaseHandle['db']): Promise<Shop> {
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  const products = [];
  for (let n = 1; n <= PRODUCTS; n++) {
    products.push(
      await createProduct(
        db,
        { category: women },
        {
          name: `Lawn Suit ${n}`,
          stock: STOCK,
          price: 250_000 + n * 1_000,
          originalPrice: 400_000,
          sizes: [],
          colors: [],
        },
      ),
    );
  }
  const seller = await createSellerWithBrand(db, 'approved', { brandName: `Cluster Brand ${RUN}` });
  return {
    products: products.map(({ id, slug }) => ({ id, slug })),
    categorySlug: women.slug,
    sellerCookie: seller.cookie,
  };
}

// ─── The nodes ──────────────────────────────────────────────────────────────

interface Node {
  name: string;
  port: number;
  dataDir: string;
  server: ChildServer;
}

async function startNode(
  command: ServerCommand,
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Node> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `onsale-cluster-${name}-`));
  const server = await startChildServer({
    ...command,
    port,
    env: { ...env, DATA_DIR: dataDir },
    readyPath: '/api/ready',
    timeoutMs: 60_000,
  });
  return { name, port, dataDir, server };
}

async function stopNode(node: Node, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (signal === 'SIGKILL') {
    try {
      process.kill(node.server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await node.server.stop();
  fs.rmSync(node.dataDir, { recursive: true, force: true });
}

// ─── The load ───────────────────────────────────────────────────────────────

interface Answer {
  what: string;
  at: number;
  /** the HTTP status; 0 when no answer came (refused, reset, timed out) */
  status: number;
  error?: string;
}

interface Checkout {
  key: string;
  body: string;
  answer: Answer;
  orderNumber?: string;
}

const checkoutBody = (shop: Shop, key: string) =>
  JSON.stringify({
    name: 'Ayesha Khan',
    email: `${key}@example.pk`,
    phone: '0300 1234567',
    zipcode: '54000',
    address: 'House 7, Street 2, Gulberg III',
    city: 'Lahore',
    state: 'Punjab',
    payment_method: 'cod',
    items: [
      { product_id: shop.products[crypto.randomInt(shop.products.length)]!.id, quantity: 1 + crypto.randomInt(2) },
    ],
  });

async function send(url: string, what: string, init?: RequestInit): Promise<{ answer: Answer; body: string }> {
  const at = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { answer: { what, at, status: response.status }, body: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      answer: { what, at, status: 0, error: cause?.code ?? cause?.message ?? (error as Error).message },
      body: '',
    };
  }
}

async function placeOrder(proxyUrl: string, checkout: Checkout): Promise<void> {
  const { answer, body } = await send(`${proxyUrl}/api/docheckout`, `checkout ${checkout.key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': checkout.key },
    body: checkout.body,
  });
  checkout.answer = answer;
  if (answer.status === 200 || answer.status === 201)
    checkout.orderNumber = (JSON.parse(body) as { data: { order: { order_number: string } } }).data.order.order_number;
}

/**
 * Shoppers through the proxy: readers browse the storefront, buyers place orders, each with a short
 * pause. The pauses bound the orders a run makes, and so its receipts: one node sends about seven
 * e-mails a second to an SMTP server that, like smtp-server, waits 100 ms before its greeting.
 */
function startLoad(
  proxyUrl: string,
  shop: Shop,
  options: { readers: number; buyers: number; readerPauseMs: number; buyerPauseMs: number; keyPrefix: string },
) {
  const reads: Answer[] = [];
  const checkouts: Checkout[] = [];
  let running = true;
  const readPaths = [
    '/api/products/top-discounted?limit=12',
    `/api/categories/${shop.categorySlug}?sort=discount&page=1`,
    '/api/search?q=lawn%20suit',
    ...shop.products.map((product) => `/api/products/${product.slug}`),
  ];
  const reader = async () => {
    while (running) {
      const target = readPaths[crypto.randomInt(readPaths.length)]!;
      reads.push((await send(`${proxyUrl}${target}`, `GET ${target}`)).answer);
      await sleep(options.readerPauseMs);
    }
  };
  const buyer = async () => {
    while (running) {
      const key = `${options.keyPrefix}-${RUN}-${checkouts.length + 1}`;
      const checkout: Checkout = { key, body: checkoutBody(shop, key), answer: { what: '', at: 0, status: -1 } };
      checkouts.push(checkout);
      await placeOrder(proxyUrl, checkout);
      await sleep(options.buyerPauseMs);
    }
  };
  const workers = [
    ...Array.from({ length: options.readers }, reader),
    ...Array.from({ length: options.buyers }, buyer),
  ];
  return {
    reads,
    checkouts,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

const describeAnswer = (answer: Answer) =>
  `${answer.what}: ${answer.status === 0 ? `no answer (${answer.error})` : answer.status} at +${((answer.at - startedAt) / 1000).toFixed(2)} s`;

// ─── What must hold ─────────────────────────────────────────────────────────

async function ordersByKey(database: ClusterDatabase, keyPrefix: string): Promise<Map<string, string>> {
  const rows = await database.query<{ idempotency_key: string; number: string }>(
    'select idempotency_key, number from orders where idempotency_key like $1',
    [`${keyPrefix}-%`],
  );
  return new Map(rows.map((row) => [row.idempotency_key, row.number]));
}

/** Every checkout answered 201 has its order, and every order of the run was answered to its shopper. */
async function checkNoOrderLost(database: ClusterDatabase, checkouts: Checkout[], keyPrefix: string): Promise<void> {
  const stored = await ordersByKey(database, keyPrefix);
  const answered = checkouts.filter((checkout) => checkout.orderNumber);
  const missing = answered.filter((checkout) => stored.get(checkout.key) !== checkout.orderNumber);
  expect(
    missing.length === 0,
    `each of the ${answered.length} orders answered 201 is in the database under its number`,
    missing.map((c) => `${c.key} answered ${c.orderNumber}, stored ${stored.get(c.key) ?? 'nothing'}`),
  );
  const unanswered = [...stored.keys()].filter((key) => !answered.some((checkout) => checkout.key === key));
  expect(
    unanswered.length === 0,
    `no order in the database that its shopper never heard of (${stored.size} stored)`,
    unanswered,
  );
}

/** No half-written order: items, seller orders and totals agree; stock taken equals stock sold. */
async function checkOrdersWhole(database: ClusterDatabase): Promise<void> {
  const broken = await database.query<{
    number: string;
    items: number;
    seller_orders: number;
    subtotal: number;
    items_total: number;
  }>(`
    select o.number, o.subtotal,
      (select count(*)::int from order_items i where i.order_id = o.id) as items,
      (select count(*)::int from seller_orders s where s.order_id = o.id) as seller_orders,
      (select coalesce(sum(i.total), 0)::int from order_items i where i.order_id = o.id) as items_total
    from orders o`);
  const orderCount = broken.length;
  const halfWritten = broken.filter((o) => o.items === 0 || o.seller_orders === 0 || o.items_total !== o.subtotal);
  expect(
    halfWritten.length === 0,
    `all ${orderCount} orders are whole: items, seller orders, subtotal = the items' total`,
    halfWritten,
  );
  const strayItems = await database.query<{ n: number }>(
    'select count(*)::int as n from order_items i join seller_orders s on s.id = i.seller_order_id where s.order_id <> i.order_id',
  );
  expect(strayItems[0]!.n === 0, 'every item belongs to a seller order of its own order', strayItems);
  const stock = await database.query<{ slug: string; stock: number; sold: number }>(
    'select p.slug, p.stock, coalesce(sum(i.quantity), 0)::int as sold from products p left join order_items i on i.product_id = p.id group by p.id, p.slug, p.stock',
  );
  const wrong = stock.filter((product) => product.stock + product.sold !== STOCK);
  const sold = stock.reduce((sum, product) => sum + product.sold, 0);
  expect(
    wrong.length === 0,
    `stock adds up on every product: ${STOCK.toLocaleString('en')} − sold = in stock (${sold} sold in all)`,
    wrong.map((p) => `${p.slug}: ${p.stock} in stock, ${p.sold} sold`),
  );
}

// ─── The proofs ─────────────────────────────────────────────────────────────

async function pictureServedByTheOtherNode(nodes: Record<string, Node>, proxy: Haproxy, shop: Shop): Promise<void> {
  log('1. A picture uploaded through node a is served by node b');
  const { payload, headers } = multipartFile(
    await pngImage(640, 480, { r: 20, g: 120, b: 90 }),
    'eid-lawn.png',
    'image/png',
  );
  const upload = await fetch(`${nodeUrl(nodes.a!)}/api/seller/uploads`, {
    method: 'POST',
    headers: { ...headers, cookie: shop.sellerCookie },
    body: payload,
  });
  const uploaded =
    upload.status === 201 ? ((await upload.json()) as { data: { url: string; gridUrl: string } }).data : undefined;
  if (
    !expect(uploaded !== undefined, `node a takes the upload (201)`, [
      `${upload.status} ${uploaded ? '' : await upload.text().catch(() => '')}`,
    ])
  )
    return;
  for (const url of [uploaded!.url, uploaded!.gridUrl]) {
    const absolute = url.startsWith('http') ? url : undefined;
    const [fromA, fromB, fromProxy] = await Promise.all(
      [nodeUrl(nodes.a!), nodeUrl(nodes.b!), proxy.url].map((base) => fetch(absolute ?? `${base}${url}`)),
    );
    const [bytesA, bytesB, bytesProxy] = await Promise.all(
      [fromA!, fromB!, fromProxy!].map(async (response) => Buffer.from(await response.arrayBuffer())),
    );
    expect(
      fromB!.status === 200 &&
        fromB!.headers.get('content-type') === 'image/webp' &&
        bytesB!.equals(bytesA!) &&
        bytesB!.length > 0,
      `node b serves ${url} (${fromB!.status}, ${fromB!.headers.get('content-type')}, ${bytesB!.length} bytes, the bytes node a serves)`,
    );
    expect(fromProxy!.status === 200 && bytesProxy!.equals(bytesA!), `the proxy serves it too (${fromProxy!.status})`);
    expect(
      /immutable/.test(fromB!.headers.get('cache-control') ?? ''),
      `with immutable cache headers (${fromB!.headers.get('cache-control')})`,
    );
  }
}

const nodeUrl = (node: Node) => `http://127.0.0.1:${node.port}`;

async function slowClientFlood(nodes: Record<string, Node>, proxy: Haproxy, shop: Shop): Promise<void> {
  log(
    `2. ${FLOOD.connections.toLocaleString('en')} slow connections from one address and ${FLOOD.bodies} slow bodies from another, while shoppers browse from a third`,
  );
  const { httpRequestTimeoutMs: timeoutMs, connectionsPerSource: perSource } = proxy.limits;
  expect(
    timeoutMs !== undefined && perSource !== undefined,
    `the proxy gives a request ${timeoutMs ?? 'no'} ms to arrive and keeps at most ${perSource ?? 'any number of'} connections from one address`,
  );
  const floodMs = (timeoutMs ?? 10_000) + 4_000;
  const headers = startSlowClients({
    port: proxy.port,
    from: FLOOD.from,
    count: FLOOD.connections,
    kind: 'headers',
    everyMs: FLOOD.everyMs,
  });
  const bodies = startSlowClients({
    port: proxy.port,
    from: FLOOD.bodiesFrom,
    count: FLOOD.bodies,
    kind: 'body',
    everyMs: FLOOD.everyMs,
  });
  const direct = startSlowClients({
    port: nodes.b!.port,
    from: FLOOD.from,
    count: 1,
    kind: 'headers',
    everyMs: FLOOD.everyMs,
  });

  const paths = [
    '/api/products/top-discounted?limit=12',
    `/api/categories/${shop.categorySlug}?sort=discount&page=1`,
    ...shop.products.map((product) => `/api/products/${product.slug}`),
  ];
  const answers: { path: string; at: number; status: number; ms: number; error?: string }[] = [];
  const until = Date.now() + floodMs;
  const shopper = async () => {
    while (Date.now() < until) {
      const target = paths[crypto.randomInt(paths.length)]!;
      const at = Date.now();
      answers.push({ path: target, at, ...(await timedGet(`${proxy.url}${target}`, FLOOD.shoppersFrom, 5_000)) });
      await sleep(100);
    }
  };
  await Promise.all(Array.from({ length: FLOOD.shoppers }, shopper));
  for (const clients of [headers, bodies, direct]) clients.stop();

  const late = answers.filter((answer) => answer.status !== 200 || answer.ms > SHOPPER_WAIT_MS);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  expect(
    answers.length > 0 && late.length === 0,
    `each of the ${answers.length} storefront requests from another address answered 200 within ${SHOPPER_WAIT_MS / 1000} s (median ${median.toFixed(0)} ms, slowest ${(times.at(-1) ?? 0).toFixed(0)} ms)`,
    late.map(
      (a) =>
        `GET ${a.path}: ${a.status || `no answer (${a.error})`} after ${a.ms.toFixed(0)} ms, sent at +${((a.at - startedAt) / 1000).toFixed(2)} s`,
    ),
  );
  const lived = (connection: SlowConnection) => (connection.closedAt ?? Number.POSITIVE_INFINITY) - connection.openedAt;
  // Refused: closed by the proxy without an answer. Kept: answered, or still open at the end.
  const refused = headers.connections.filter(
    (connection) => connection.status === undefined && Number.isFinite(lived(connection)),
  );
  const kept = headers.connections.filter((connection) => !refused.includes(connection));
  const lastRefusal = Math.max(...refused.map(lived), 0);
  expect(
    perSource !== undefined && kept.length <= perSource,
    `the proxy kept ${kept.length} of the flooding address's ${FLOOD.connections.toLocaleString('en')} connections (at most ${perSource ?? '?'}) and refused ${refused.length} (the last ${(lastRefusal / 1000).toFixed(1)} s after it was opened)`,
  );
  const cutOffBy = (timeoutMs ?? 10_000) + 2_000;
  for (const [what, connections] of [
    ['slow header', kept],
    ['slow body', bodies.connections],
  ] as const) {
    const notCut = connections.filter((connection) => connection.status !== 408 || lived(connection) > cutOffBy);
    const longest = Math.max(...connections.map(lived).filter(Number.isFinite), 0);
    expect(
      notCut.length === 0,
      `each of the ${connections.length} ${what} requests the proxy took was answered 408 and closed within ${cutOffBy / 1000} s (the last after ${(longest / 1000).toFixed(1)} s)`,
      notCut.map(
        (c) =>
          `${c.status ?? 'no answer'}, ${Number.isFinite(lived(c)) ? `closed after ${(lived(c) / 1000).toFixed(1)} s` : `still open after ${(floodMs / 1000).toFixed(0)} s`}`,
      ),
    );
  }
  const [straight] = direct.connections;
  expect(
    straight!.status === 408 && lived(straight!) <= NODE_HEADERS_CUT_OFF_MS,
    `node b, reached without the proxy, answered slow headers 408 and closed the connection ${Number.isFinite(lived(straight!)) ? `after ${(lived(straight!) / 1000).toFixed(1)} s` : 'never'} (within ${NODE_HEADERS_CUT_OFF_MS / 1000} s)`,
  );
}

async function rollingRestart(
  nodes: Record<string, Node>,
  proxy: Haproxy,
  shop: Shop,
  database: ClusterDatabase,
  restart: (name: string) => Promise<Node>,
): Promise<void> {
  log('3. A rolling restart of each node in turn under a steady load of storefront reads and checkouts');
  const load = startLoad(proxy.url, shop, {
    readers: 6,
    buyers: 1,
    readerPauseMs: 20,
    buyerPauseMs: 150,
    keyPrefix: 'roll',
  });
  await sleep(1_000);
  const windows: { name: string; from: number; to: number }[] = [];
  for (const name of Object.keys(nodes)) {
    const from = Date.now();
    log(`  node ${name}: SIGTERM`);
    await stopNode(nodes[name]!, 'SIGTERM');
    log(`  node ${name}: exited ${((Date.now() - from) / 1000).toFixed(1)} s after the signal; starting it again`);
    nodes[name] = await restart(name);
    await proxy.waitFor(name, 'UP');
    windows.push({ name, from, to: Date.now() });
    log(`  node ${name}: back in the proxy ${((Date.now() - from) / 1000).toFixed(1)} s after the signal`);
    await sleep(1_000);
  }
  await load.stop();

  const reads = load.reads;
  const checkouts = load.checkouts;
  const during = (answer: Answer) => windows.some((w) => answer.at >= w.from && answer.at <= w.to);
  log(
    `  ${reads.length} reads and ${checkouts.length} checkouts, ${[...reads, ...checkouts.map((c) => c.answer)].filter(during).length} of them sent while a node was restarting`,
  );
  const badReads = reads.filter((answer) => answer.status !== 200);
  expect(
    badReads.length === 0,
    'every storefront read answered 200: none refused, reset or 5xx',
    badReads.map(describeAnswer),
  );
  const badCheckouts = checkouts.filter((checkout) => checkout.answer.status !== 201);
  expect(
    badCheckouts.length === 0,
    'every checkout answered 201',
    badCheckouts.map((c) => describeAnswer(c.answer)),
  );
  await checkNoOrderLost(database, checkouts, 'roll');
}

async function killDuringCheckouts(
  nodes: Record<string, Node>,
  proxy: Haproxy,
  shop: Shop,
  database: ClusterDatabase,
  smtp: TestSmtpServer,
): Promise<void> {
  log('4. Node a killed with SIGKILL during checkouts');
  const load = startLoad(proxy.url, shop, {
    readers: 2,
    buyers: 4,
    readerPauseMs: 20,
    buyerPauseMs: 60,
    keyPrefix: 'kill',
  });
  await sleep(2_000);
  const killedAt = Date.now();
  await stopNode(nodes.a!, 'SIGKILL');
  log(`  node a killed, ${load.checkouts.length} checkouts sent so far`);
  await proxy.waitFor('a', 'DOWN');
  await sleep(2_000);
  await load.stop();

  // A shopper whose checkout got no answer sends it again with the same Idempotency-Key: the order
  // was either never written (a 201 now) or written whole (the same order again, a 200).
  const unanswered = load.checkouts.filter((checkout) => !checkout.orderNumber);
  const failedReads = load.reads.filter((answer) => answer.status !== 200);
  log(
    `  ${load.reads.length} reads, ${failedReads.length} of them lost with node a (${failedReads.map((a) => a.status || a.error).join(', ') || 'none'})`,
  );
  log(
    `  ${load.checkouts.length} checkouts; ${unanswered.length} got no order from node a's death (${unanswered.map((c) => c.answer.status || c.answer.error).join(', ') || 'none'}); sending those again`,
  );
  for (const checkout of unanswered) await placeOrder(proxy.url, checkout);
  const stillBad = unanswered.filter((checkout) => !checkout.orderNumber);
  expect(
    stillBad.length === 0,
    `each checkout left without an answer gets its order when sent again (${unanswered.filter((c) => c.answer.status === 200).length} had been written, replayed)`,
    stillBad.map((c) => describeAnswer(c.answer)),
  );
  await checkNoOrderLost(database, load.checkouts, 'kill');
  await checkOrdersWhole(database);

  // Every order's receipt reaches the SMTP server, sent by node b.
  const numbers = (await database.query<{ number: string }>('select number from orders')).map((row) => row.number);
  const receipted = () => {
    const seen = new Set<string>();
    for (const mail of smtp.received) {
      const number = /^Subject: Your OnSale order (\S+)$/m.exec(unfold(mail.raw))?.[1];
      if (number) seen.add(number);
    }
    return seen;
  };
  // An e-mail node a had claimed when it died stays claimed until its lease (30 s) runs out, even
  // when it reached the SMTP server before the kill: node b sends it again then, so wait for both.
  const unsentRows = () =>
    database.query<{ status: string; attempts: number; last_error: string | null; n: number }>(
      "select status, attempts, last_error, count(*)::int as n from outbox where status <> 'sent' group by status, attempts, last_error",
    );
  const deadline = Date.now() + 90_000;
  while (
    Date.now() < deadline &&
    (numbers.some((number) => !receipted().has(number)) || (await unsentRows()).length > 0)
  )
    await sleep(250);
  const missing = numbers.filter((number) => !receipted().has(number));
  const unsent = await unsentRows();
  expect(
    missing.length === 0 && unsent.length === 0,
    `every one of the ${numbers.length} orders' receipts was sent, the last ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill; the outbox is empty`,
    [
      ...unsent.map(
        (row) => `${row.n} e-mails ${row.status} after ${row.attempts} attempts: ${row.last_error ?? 'no error'}`,
      ),
      ...missing.map((number) => `no receipt for ${number}`),
    ],
  );
  const retried = await database.query<{ attempts: number; last_error: string | null; n: number }>(
    'select attempts, last_error, count(*)::int as n from outbox where attempts > 1 group by attempts, last_error',
  );
  for (const row of retried)
    log(`  ${row.n} e-mails needed ${row.attempts} attempts (${row.last_error ?? 'no error'})`);
  const receipts = smtp.received.filter((mail) => /^Subject: Your OnSale order /m.test(unfold(mail.raw))).length;
  log(
    `  ${receipts} receipts received for ${numbers.length} orders (a receipt on the wire when its sender died may come twice)`,
  );
}

async function systemPageListsBothNodes(
  nodes: Record<string, Node>,
  proxy: Haproxy,
  database: ClusterDatabase,
  restart: (name: string) => Promise<Node>,
): Promise<void> {
  log("5. Node a started again: the admin's System page, through the proxy, lists both nodes alive");
  const from = Date.now();
  nodes.a = await restart('a');
  await proxy.waitFor('a', 'UP');
  log(`  node a: back in the proxy ${((Date.now() - from) / 1000).toFixed(1)} s after its start`);
  const admin = await createAdmin(database.handle.db, { email: `cluster-admin-${RUN}@example.pk` });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    await page.goto(`${proxy.url}/admin`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page
      .getByRole('navigation', { name: 'Admin area' })
      .getByRole('link', { name: 'System', exact: true })
      .click();
    const rows = page.getByRole('region', { name: 'Nodes', exact: true }).getByTestId('system-node');
    await rows.first().waitFor();

    // Each node's row is known by its pid; the page reads itself again every few seconds.
    const wanted = Object.values(nodes).map((node) => ({ name: node.name, pid: node.server.pid }));
    const rowOf = (texts: string[], pid: number) => texts.find((text) => new RegExp(`\\bpid ${pid}(?!\\d)`).test(text));
    const started = Date.now();
    let texts: string[] = [];
    const allAlive = () => wanted.every(({ pid }) => /\bAlive\b/.test(rowOf(texts, pid) ?? ''));
    while (true) {
      texts = (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      if (allAlive() || Date.now() - started > BOTH_ALIVE_WITHIN_MS) break;
      await sleep(500);
    }
    const held = expect(
      allAlive(),
      `both nodes are listed alive (${wanted.map(({ name, pid }) => `${name}: pid ${pid}`).join(', ')}), ${((Date.now() - started) / 1000).toFixed(1)} s after the page opened`,
      texts,
    );
    if (held) for (const text of texts) log(`    ${text}`);
  } finally {
    await browser.close();
  }
}

// ─── The run ────────────────────────────────────────────────────────────────

/** What the run started, stopped in reverse order at the end, or when the run takes too long. */
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse())
    await cleanup().catch((error: unknown) => log(`cleanup: ${(error as Error).message}`));
}

async function main(): Promise<void> {
  if (!haproxyInstalled())
    throw new Failed("haproxy is not installed: `apt-get install -y haproxy` (Debian's package)");
  setTimeout(() => {
    log(`The run took over ${RUN_LIMIT_MS / 60_000} minutes: stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, RUN_LIMIT_MS).unref();
  try {
    log('Building the web app and the server as npm start does');
    execSync('npm run build -w @onsale/web', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    const command = buildServer();
    const database = await createDatabase();
    cleanups.push(() => database.drop());
    log(`Database ${database.url.replace(/\/\/[^@]*@/, '//')}, Redis key prefix ${REDIS_KEY_PREFIX}`);
    const shop = await seedShop(database.handle.db);
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const s3 = await startS3Server(['onsale-media']);
    cleanups.push(() => s3.close());
    const redisUrl = process.env.REDIS_URL || LOCAL_REDIS;
    cleanups.push(() => removeRedisKeys(redisUrl));

    const ports = { a: await freePort(), b: await freePort() };
    const proxy = await startHaproxy(
      Object.entries(ports).map(([name, port]) => ({ name, port })),
      CHECK,
    );
    cleanups.push(() => proxy.stop());
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX,
      SMTP_URL: smtp.url,
      MEDIA_S3_URL: s3.url('onsale-media'),
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '127.0.0.1',
      // Every shopper of the load comes from one address, far faster than any real one.
      RATE_LIMITS: 'checkout-address=1000000/10m,checkout-email=1000000/10m,uploads=1000/10m',
      SHUTDOWN_GRACE_MS: process.env.CLUSTER_GRACE_MS ?? String(GRACE_MS),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    };
    const nodes: Record<string, Node> = {};
    cleanups.push(() => Promise.all(Object.values(nodes).map((node) => stopNode(node, 'SIGKILL'))));
    const start = async (name: string) => startNode(command, name, ports[name as keyof typeof ports], env);
    log('Starting nodes a and b behind haproxy');
    [nodes.a, nodes.b] = await Promise.all([start('a'), start('b')]);
    await Promise.all([proxy.waitFor('a', 'UP'), proxy.waitFor('b', 'UP')]);
    log(`Proxy ${proxy.url} sees ${JSON.stringify(await proxy.states())}`);

    await pictureServedByTheOtherNode(nodes, proxy, shop);
    await slowClientFlood(nodes, proxy, shop);
    await rollingRestart(nodes, proxy, shop, database, start);
    await killDuringCheckouts(nodes, proxy, shop, database, smtp);
    await systemPageListsBothNodes(nodes, proxy, database, start);
  } finally {
    await cleanUp();
  }
}

async function removeRedisKeys(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_KEY_PREFIX}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

main().then(
  () => {
    if (problems.length) {
      log(`${problems.length} promise(s) broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      process.exit(1);
    }
    log('All held.');
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error instanceof Failed ? error.message : error);
    process.exit(1);
  },
);
