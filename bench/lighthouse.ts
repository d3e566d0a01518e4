/**
 * `npm run lighthouse`: Lighthouse 12 (default mobile profile) on the built web app, served by the
 * real server on a fresh embedded database with the demo catalogue. Home, a category page and a
 * product page, three runs each; prints the median of every category score (they move by about
 * ±0.04) and of the first-paint metrics (FCP, LCP, TBT, CLS).
 *
 *   --runs=3
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, freePort, repoRoot, startChildServer } from './lib/child-server';
import { CHROMIUM } from '../e2e/chromium';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);

const CHROME_FLAGS = ['--headless', ...CHROMIUM.args];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;
/** The performance audits that weigh most, with how each is shown. */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', show: (ms: number) => `${(ms / 1000).toFixed(1)} s` },
  { id: 'largest-contentful-paint', label: 'LCP', show: (ms: number) => `${(ms / 1000).toFixed(1)} s` },
  { id: 'total-blocking-time', label: 'TBT', show: (ms: number) => `${Math.round(ms)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', show: (value: number) => value.toFixed(3) },
] as const;

interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string; numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

function ensureWebBuild(): void {
  if (fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('apps/web/dist is missing: building the web app …');
  execFileSync('npm', ['run', 'build', '-w', '@onsale/web'], { cwd: repoRoot, stdio: 'inherit' });
}

function runLighthouse(url: string): Promise<LighthouseReport> {
  const bin = path.join(repoRoot, 'node_modules/.bin/lighthouse');
  const cliArgs = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      cliArgs,
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`lighthouse failed on ${url}: ${error.message}\n${stderr.slice(-2000)}`));
        try {
          const report = JSON.parse(stdout) as LighthouseReport;
          if (report.runtimeError)
            return reject(
              new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`),
            );
          resolve(report);
        } catch (parseError) {
          reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
        }
      },
    );
  });
}

/** Headless Chrome now and then fails to paint (NO_FCP) or to load: such a run is tried again, twice at most. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`\n${error instanceof Error ? error.message.split('\n')[0] : String(error)}: trying again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The scored audits that cost points in the last run: what to fix next. */
function failing(report: LighthouseReport): string[] {
  const weighted = new Set(
    CATEGORIES.flatMap((category) =>
      report.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  return Object.entries(report.audits)
    .filter(([id, audit]) => weighted.has(id) && audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id} (${audit.score})`);
}

async function main(): Promise<void> {
  ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  console.log(`Starting the server on a fresh embedded database with the demo catalogue (${dataDir}) …`);
  const server = await startChildServer({
    ...buildServer(),
    port,
    env: { DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl },
    readyPath: '/api/health',
    timeoutMs: 300_000,
  });
  try {
    const top = (await (await fetch(`${baseUrl}/api/products/top-discounted?limit=1`)).json()) as {
      data: { slug: string }[];
    };
    const product = top.data[0];
    if (!product) throw new Error('the demo catalogue has no product on sale');
    const pages = [
      { name: 'home', url: `${baseUrl}/` },
      { name: 'category', url: `${baseUrl}/category/women` },
      { name: 'product', url: `${baseUrl}/product/${product.slug}` },
    ];
    const results: { name: string; url: string; scores: Scores; metrics: string[]; failing: string[] }[] = [];
    for (const page of pages) {
      const reports: LighthouseReport[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`  ${page.name}: run ${run} of ${runs}\r`);
        reports.push(await withRetry(() => runLighthouse(page.url)));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          median(reports.map((report) => report.categories[category].score ?? 0)),
        ]),
      ) as Scores;
      const metrics = METRICS.map(
        (metric) =>
          `${metric.label} ${metric.show(median(reports.map((report) => report.audits[metric.id]?.numericValue ?? 0)))}`,
      );
      results.push({ ...page, scores, metrics, failing: failing(reports[reports.length - 1]!) });
    }
    console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, default mobile profile\n`);
    console.log(['page'.padEnd(9), ...CATEGORIES.map((c) => c.padStart(15))].join(''));
    for (const result of results)
      console.log(
        [
          result.name.padEnd(9),
          ...CATEGORIES.map((c) => result.scores[c].toFixed(2).padStart(15)),
          `   ${result.metrics.join(', ')}`,
        ].join(''),
      );
    console.log('');
    for (const result of results)
      console.log(
        `${result.name} (${result.url.replace(baseUrl, '')}) audits below 0.9: ${result.failing.join(', ') || 'none'}`,
      );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
