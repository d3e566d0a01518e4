/**
 * `npm run bench [-- options]`: generates the benchmark catalogue, starts the real server in a
 * child process and loads it with autocannon, beside a bare Fastify hello-world as the ceiling.
 *
 *   --products=100000   catalogue size
 *   --duration=10       seconds per measured run (after a warm-up of --warmup=3 seconds)
 *   --connections=50
 *   --only=search,product  run these scenarios only (also two-nodes, cached-answers)
 *   --reuse             keep the bench database of this size (onsale_bench, onsale_bench_1000000) that
 *                       already holds the catalogue
 *   --pglite            use PGlite even when a PostgreSQL server answers
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRandom } from '../apps/server/src/modules/catalogue/demo/demo-random';
import { BENCH_METRICS_TOKEN, readAnswerCounts, shareAnew } from './lib/answered-anew';
import { readBenchCatalogue } from './lib/bench-catalogue';
import { chooseServer, openBenchDatabase, type BenchDatabase } from './lib/bench-database';
import { CACHED_ANSWERS, cachedAnswerVerdicts, measureCachedAnswers } from './lib/cached-answers';
import { buildServer, repoRoot, startChildServer } from './lib/child-server';
import { generateCatalogue, productCount } from './lib/generate-catalogue';
import { runLoad, type LoadResult } from './lib/load';
import { measureTwoNodes, TWO_NODE_SCENARIOS, TWO_NODES, twoNodeVerdicts } from './lib/two-nodes';
import { scenarios, type BenchRequest, type Scenario } from './scenarios';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
  },
});

const productTotal = Number(args.products);
const load = {
  connections: Number(args.connections),
  durationSeconds: Number(args.duration),
  warmupSeconds: Number(args.warmup),
};
const wanted = args.only?.split(',').map((name) => name.trim());
const twoNodes = !wanted || wanted.includes(TWO_NODES);
const cachedAnswers = !wanted || wanted.includes(CACHED_ANSWERS);
const selected = wanted ? scenarios.filter((scenario) => wanted.includes(scenario.name)) : scenarios;
const unknown =
  wanted?.filter(
    (name) => name !== TWO_NODES && name !== CACHED_ANSWERS && !scenarios.some((scenario) => scenario.name === name),
  ) ?? [];
if (unknown.length > 0) {
  console.error(
    `Unknown scenario in --only: ${unknown.join(', ')}; known: ${[...scenarios.map((s) => s.name), TWO_NODES, CACHED_ANSWERS].join(', ')}`,
  );
  process.exit(2);
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function prepareDatabase(): Promise<BenchDatabase> {
  const serverUrl = await chooseServer({ pglite: args.pglite });
  if (args.reuse && serverUrl) {
    const existing = await openBenchDatabase(serverUrl, { fresh: false, products: productTotal });
    await existing.handle.migrate();
    if ((await productCount(existing)) === productTotal) {
      console.log(`Reusing the ${productTotal.toLocaleString('en')}-product catalogue in ${existing.url}`);
      // E-mails queued by an earlier run's orders would be written out during this run's scenarios.
      await existing.query("update outbox set status = 'sent', sent_at = now() where status = 'pending'");
      return existing;
    }
    await existing.close();
  }
  const database = await openBenchDatabase(serverUrl, { fresh: true, products: productTotal });
  await database.handle.migrate();
  console.log(
    `Generating ${productTotal.toLocaleString('en')} products into ${database.kind === 'postgres' ? database.url : `PGlite (${database.dataDir})`} …`,
  );
  const timing = await generateCatalogue(database, {
    products: productTotal,
    onProgress: (done) => process.stdout.write(`\r  ${done.toLocaleString('en')} products`),
  });
  process.stdout.write('\n');
  console.log(
    `  inserted in ${seconds(timing.insertMs)}, price history in ${seconds(timing.historyMs)}, indexes in ${seconds(timing.indexMs)}, VACUUM ANALYZE in ${seconds(timing.analyzeMs)}`,
  );
  return database;
}

interface Row {
  name: string;
  result: LoadResult;
  target?: Scenario['target'];
  /** the same scenario at a steady rate, where its p99 is read there (`p99AtRate`) */
  steady?: LoadResult;
  /** the share of its answers the server loaded anew, not from its cache (`answered-anew.ts`) */
  anew?: number;
  steadyAnew?: number;
}

/** The name of a scenario's row at its steady rate. */
const atRate = (name: string, rate: number) => `${name} at ${rate.toLocaleString('en')}/s`;

function verdict(row: Row, onPostgres: boolean, helloWorld: number | undefined): string {
  const { target, result } = row;
  if (!target) return '';
  const wanted =
    'shareOfHelloWorld' in target ? target.shareOfHelloWorld * (helloWorld ?? Infinity) : target.requestsPerSecond;
  const latency = row.steady ?? result;
  const served = latency.requests / Math.max(1, latency.requests + latency.errors + latency.timeouts);
  const ok =
    result.requestsPerSecond >= wanted &&
    latency.p99Ms < target.p99Ms &&
    result.non2xx === 0 &&
    result.errors === 0 &&
    latency.non2xx === 0 &&
    served === 1;
  const rate =
    'shareOfHelloWorld' in target
      ? `${((result.requestsPerSecond / (helloWorld ?? Infinity)) * 100).toFixed(2)}% of hello-world, ≥ ${target.shareOfHelloWorld * 100}%`
      : `≥ ${target.requestsPerSecond.toLocaleString('en')} req/s`;
  const p99 =
    row.steady && 'requestsPerSecond' in target
      ? `p99 < ${target.p99Ms} ms at ${target.requestsPerSecond}/s`
      : `p99 < ${target.p99Ms} ms`;
  const text = `${ok ? 'met' : 'MISSED'} (${rate}, ${p99})`;
  return onPostgres ? text : `${text}, targets are for PostgreSQL`;
}

function printTable(rows: Row[], onPostgres: boolean): void {
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'peak RSS',
    'anew',
    'target',
  ];
  const helloWorld = rows.find((row) => row.name === 'hello-world')?.result.requestsPerSecond;
  const shown = rows.flatMap((row): Row[] =>
    row.steady && row.target && 'requestsPerSecond' in row.target
      ? [
          row,
          {
            name: atRate(row.name, row.target.requestsPerSecond),
            result: row.steady,
            ...(row.steadyAnew === undefined ? {} : { anew: row.steadyAnew }),
          },
        ]
      : [row],
  );
  const lines = shown.map((row) => [
    row.name,
    Math.round(row.result.requestsPerSecond).toLocaleString('en'),
    row.result.p50Ms.toFixed(0),
    row.result.p99Ms.toFixed(0),
    row.result.requests.toLocaleString('en'),
    String(row.result.non2xx),
    String(row.result.errors + row.result.timeouts),
    row.result.peakRss ? mb(row.result.peakRss) : '',
    row.anew === undefined ? '' : `${Math.round(row.anew * 100)}%`,
    verdict(row, onPostgres, helloWorld),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** A scenario that answers errors would measure nothing: check a few requests first. */
async function checkScenario(scenario: Scenario, baseUrl: string, next: () => BenchRequest): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const request = next();
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
      body: request.body,
    });
    if (!response.ok)
      throw new Error(
        `${scenario.name}: ${request.method ?? 'GET'} ${request.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    await response.arrayBuffer();
  }
}

async function main(): Promise<void> {
  console.log(
    `OnSale bench — ${os.cpus().length} cores, Node ${process.version}, ${load.connections} connections, ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s per scenario`,
  );
  const database = selected.length > 0 || twoNodes ? await prepareDatabase() : undefined;
  const rows: Row[] = [];
  try {
    console.log('\nhello-world: a bare Fastify server, the ceiling of this machine and load generator');
    const hello = await startChildServer({
      entry: path.join(repoRoot, 'bench/lib/hello-server.mjs'),
      env: {},
      readyPath: '/',
    });
    try {
      rows.push({
        name: 'hello-world',
        result: await runLoad(hello.baseUrl, { path: '/' }, { ...load, sampleMemory: hello.rss }),
      });
    } finally {
      await hello.stop();
    }

    if (selected.some((scenario) => scenario.page)) {
      console.log('\nBuilding the web app: the page scenarios need its server render');
      execSync('npm run build -w @onsale/web', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const command = buildServer();
    console.log(
      `\nOnSale server, as npm start runs it: node ${[...command.nodeFlags, path.relative(repoRoot, command.entry)].join(' ')}`,
    );
    if (cachedAnswers)
      rows.push(
        ...(await measureCachedAnswers({
          startServer: (env) => startChildServer({ ...command, env, readyPath: '/api/ready' }),
          load,
        })),
      );
    let peak = 0;
    if (database) peak = await measureCatalogue(database, command, rows);

    console.log('');
    printTable(rows, database?.kind === 'postgres');
    if (database) {
      console.log(
        `\nServer peak memory (VmHWM): ${mb(peak)} — target < 300 MB: ${peak < 300 * 1024 * 1024 ? 'met' : 'MISSED'}`,
      );
      for (const line of twoNodeVerdicts(rows)) console.log(line);
    }
    for (const line of cachedAnswerVerdicts(rows)) console.log(line);
    if (database)
      console.log(
        `Database: ${database.kind === 'postgres' ? `PostgreSQL (${database.url})` : 'PGlite (embedded, one query at a time)'}`,
      );
  } finally {
    database?.cleanup();
  }
}

/** The scenarios on the generated catalogue, then two nodes; answers the server's peak memory. */
async function measureCatalogue(
  database: BenchDatabase,
  command: ReturnType<typeof buildServer>,
  rows: Row[],
): Promise<number> {
  const catalogue = await readBenchCatalogue(database.query);
  const onPostgres = database.kind === 'postgres';
  // The checkout scenario is one address placing thousands of orders a second: its limit is lifted
  // here so the run measures checkout, not the refusals a real shop would give that address.
  const serverEnv = {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    PUBLIC_URL: undefined,
    RATE_LIMITS: 'checkout-address=100000000/1m',
    // what the run reads of the server's cache (`answered-anew.ts`)
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  };
  await database.close();
  console.log(
    `\n${catalogue.productSlugs.length.toLocaleString('en')} products on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
  );
  const server = await startChildServer({ ...command, env: serverEnv, readyPath: '/api/health' });
  try {
    for (const scenario of selected) {
      console.log(`${scenario.name}: ${scenario.description}`);
      const context = {
        baseUrl: server.baseUrl,
        catalogue,
        random: createRandom(20261101),
        fetch: (p: string, init?: RequestInit) => fetch(`${server.baseUrl}${p}`, init),
      };
      const next = await scenario.prepare(context);
      await checkScenario(scenario, server.baseUrl, next);
      const measured = async (rate?: number) => {
        const before = await readAnswerCounts(server.baseUrl);
        const result = await runLoad(server.baseUrl, next, {
          ...load,
          sampleMemory: server.rss,
          ...(rate ? { ratePerSecond: rate } : {}),
        });
        return { result, anew: shareAnew(before, await readAnswerCounts(server.baseUrl)) };
      };
      const { target } = scenario;
      const { result, anew } = await measured();
      const steady = target && 'p99AtRate' in target ? await measured(target.requestsPerSecond) : undefined;
      rows.push({
        name: scenario.name,
        target,
        result,
        anew,
        ...(steady ? { steady: steady.result, steadyAnew: steady.anew } : {}),
      });
    }
    if (twoNodes && !onPostgres) console.log(`\n${TWO_NODES}: skipped, two nodes need PostgreSQL`);
    if (twoNodes && onPostgres) {
      const prepare = async (scenario: Scenario, baseUrl: string) => {
        const next = await scenario.prepare({
          baseUrl,
          catalogue,
          random: createRandom(20261101),
          fetch: (p: string, init?: RequestInit) => fetch(`${baseUrl}${p}`, init),
        });
        await checkScenario(scenario, baseUrl, next);
        return next;
      };
      const startNode = () => startChildServer({ ...command, env: serverEnv, readyPath: '/api/ready' });
      rows.push(
        ...(await measureTwoNodes({
          first: server,
          startNode,
          scenarios: scenarios.filter((s) => TWO_NODE_SCENARIOS.includes(s.name)),
          prepare,
          load,
        })),
      );
    }
    return server.peakRss();
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
