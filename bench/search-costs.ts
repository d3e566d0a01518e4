/**
 * `npm run search-costs -w @onsale/bench`: what each search of the bench's mix costs when it is
 * answered anew (no cache), on the benchmark catalogue (run `npm run bench` first). Prints the
 * costliest searches and the spread by kind, to find what a search miss spends its time on.
 *
 *   --sort=relevance   the sort to search with
 *   --top=25           how many of the costliest searches to list
 *   --page=1           the page of each search
 *   --products=100000  the catalogue size whose bench database to use
 *   --after=discount   first ask each search with this sort (not timed), as a shopper does before
 *                      choosing another: the timed one then knows whether the search is common,
 *                      as most searches of the bench's mix answered anew do
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SearchSort } from '@onsale/core/search-query';
import * as schema from '../apps/server/src/db/schema';
import type { Database } from '../apps/server/src/db/client';
import { createCatalogueRepository } from '../apps/server/src/modules/catalogue/catalogue.repository';
import { createCatalogueService } from '../apps/server/src/modules/catalogue/catalogue.service';
import { ResponseCache } from '../apps/server/src/modules/catalogue/response-cache';
import { readBenchCatalogue } from './lib/bench-catalogue';
import { benchDatabaseName, chooseServer } from './lib/bench-database';

const { values: args } = parseArgs({
  options: {
    sort: { type: 'string', default: 'relevance' },
    products: { type: 'string', default: '100000' },
    top: { type: 'string', default: '25' },
    page: { type: 'string', default: '1' },
    after: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const server = await chooseServer({ pglite: false });
  if (!server) throw new Error('No PostgreSQL server answers.');
  const url = new URL(server);
  url.pathname = `/${benchDatabaseName(Number(args.products))}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  let queries = 0;
  const query = pool.query.bind(pool);
  pool.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
    queries += 1;
    return query(config as pg.QueryConfig, values);
  }) as typeof pool.query;
  try {
    const catalogue = await readBenchCatalogue(async (text) => (await query(text)).rows);
    const repository = createCatalogueRepository(drizzle(pool, { schema }) as unknown as Database);
    const costs: { term: string; ms: number; queries: number; total: number; corrected?: string }[] = [];
    // warm up the pool and the synonym lists
    await createCatalogueService(repository).search('kurta', 1, 24);
    for (const term of catalogue.searchTerms) {
      const service = createCatalogueService(repository, new ResponseCache({ maxBytes: 64 * 1024 * 1024 }));
      await service.search('warm', 1, 24);
      if (args.after) await service.search(term, 1, 24, { sort: args.after as SearchSort });
      queries = 0;
      const started = performance.now();
      const page = await service.search(term, Number(args.page), 24, { sort: args.sort as SearchSort });
      costs.push({ term, ms: performance.now() - started, queries, total: page.total, corrected: page.correctedQuery });
    }
    costs.sort((a, b) => b.ms - a.ms);
    const sum = costs.reduce((s, c) => s + c.ms, 0);
    const at = (q: number) => costs[Math.floor((1 - q) * costs.length)]!.ms.toFixed(1);
    console.log(
      `${costs.length} searches, sort ${args.sort}: mean ${(sum / costs.length).toFixed(2)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)} ms`,
    );
    for (const c of costs.slice(0, Number(args.top)))
      console.log(
        `${c.ms.toFixed(1).padStart(8)} ms  ${String(c.queries).padStart(2)} q  ${String(c.total).padStart(5)}  ${c.term}${c.corrected ? ` → ${c.corrected}` : ''}`,
      );
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
