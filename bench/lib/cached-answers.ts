/**
 * The `cached-answers` figure of `npm run bench`: what a catalogue answer costs once it is in the
 * cache, against the bare Fastify hello-world of the same run. The shop runs as a newcomer starts
 * it (`npm start`: the embedded database and the demo catalogue), and each load repeats one URL
 * with a browser's Accept-Encoding, so every answer after the first comes from the cache: what is
 * left is the request path itself (hooks, headers, the cache lookup, sending prepared bytes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchRequest } from '../scenarios';
import type { ChildServer } from './child-server';
import { runLoad, type LoadOptions, type LoadResult } from './load';

export const CACHED_ANSWERS = 'cached-answers';
/** Each cached answer must serve at least this share of hello-world's requests per second. */
export const MIN_SHARE_OF_HELLO_WORLD = 0.5;
const PREFIX = 'cached · ';

/** What Chromium sends: the answers go out in their prepared brotli form. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

interface Page {
  name: string;
  path: string;
}

async function json<T>(baseUrl: string, url: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`);
  if (!response.ok) throw new Error(`${CACHED_ANSWERS}: GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** One URL of each kind, read from the demo catalogue the server loaded. */
async function pagesOf(baseUrl: string): Promise<Page[]> {
  const top = await json<{ data: { slug: string }[] }>(baseUrl, '/api/products/top-discounted?limit=12');
  const categories = await json<{ data: { slug: string }[] }>(baseUrl, '/api/categories');
  const product = top.data[0]?.slug;
  const category = categories.data[0]?.slug;
  if (!product || !category) throw new Error(`${CACHED_ANSWERS}: the demo catalogue holds no product or category`);
  return [
    { name: 'top-discounted', path: '/api/products/top-discounted?limit=12' },
    { name: 'category', path: `/api/categories/${encodeURIComponent(category)}?sort=discount&page=1` },
    { name: 'product', path: `/api/products/${encodeURIComponent(product)}` },
    { name: 'search', path: '/api/search?q=kurta&page=1' },
  ];
}

export interface CachedAnswersOptions {
  startServer(env: Record<string, string | undefined>): Promise<ChildServer>;
  load: LoadOptions;
}

/** Rows `cached · <page>`, measured on a demo-catalogue server on the embedded database. */
export async function measureCachedAnswers({
  startServer,
  load,
}: CachedAnswersOptions): Promise<{ name: string; result: LoadResult }[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-bench-cached-'));
  const server = await startServer({
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: undefined,
    REDIS_URL: undefined,
    SHUTDOWN_GRACE_MS: '0',
  });
  const rows: { name: string; result: LoadResult }[] = [];
  try {
    console.log(
      `\n${CACHED_ANSWERS}: one URL repeated with a browser's Accept-Encoding, on the embedded database with the demo catalogue (npm start)`,
    );
    for (const page of await pagesOf(server.baseUrl)) {
      console.log(`${PREFIX}${page.name}: GET ${page.path}`);
      const request: BenchRequest = { path: page.path, headers: BROWSER_HEADERS };
      const answer = await fetch(`${server.baseUrl}${page.path}`, { headers: BROWSER_HEADERS });
      if (!answer.ok) throw new Error(`${CACHED_ANSWERS}: GET ${page.path} answered ${answer.status}`);
      rows.push({
        name: `${PREFIX}${page.name}`,
        result: await runLoad(server.baseUrl, request, { ...load, sampleMemory: server.rss }),
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** Each cached answer's share of hello-world, and whether it reaches the target. */
export function cachedAnswerVerdicts(rows: { name: string; result: LoadResult }[]): string[] {
  const hello = rows.find((row) => row.name === 'hello-world')?.result.requestsPerSecond;
  const cached = rows.filter((row) => row.name.startsWith(PREFIX));
  if (!hello || cached.length === 0) return [];
  return cached.map((row) => {
    const share = row.result.requestsPerSecond / hello;
    const ok = share >= MIN_SHARE_OF_HELLO_WORLD && row.result.non2xx === 0 && row.result.errors === 0;
    return `${row.name}: ${Math.round(share * 100)}% of hello-world — target ≥ ${MIN_SHARE_OF_HELLO_WORLD * 100}%: ${ok ? 'met' : 'MISSED'}`;
  });
}
