/**
 * `npm run explain -w @onsale/bench`: the plans PostgreSQL runs for the storefront's search and a
 * category page on the benchmark catalogue (run `npm run bench` first to generate it). The SQL is
 * the repository's own: its queries are recorded, then run again under EXPLAIN (ANALYZE, BUFFERS).
 *
 *   --terms=kurta,boski kurta,tuxedo   search terms to explain
 */
import { parseArgs } from 'node:util';
import { SEARCH_COUNT_LIMIT } from '@onsale/core/contracts/catalogue';
import { planSearch } from '@onsale/core/search-query';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import type { Database } from '../apps/server/src/db/client';
import {
  createCatalogueRepository,
  type ProductFilter,
} from '../apps/server/src/modules/catalogue/catalogue.repository';
import { BENCH_DATABASE, chooseServer } from './lib/bench-database';

const { values: args } = parseArgs({ options: { terms: { type: 'string', default: 'kurta,boski kurta,tuxedo' } } });

async function main(): Promise<void> {
  const server = await chooseServer({ pglite: false });
  if (!server) throw new Error('No PostgreSQL server answers: the plans are explained on PostgreSQL.');
  const url = new URL(server);
  url.pathname = `/${BENCH_DATABASE}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    const [{ n } = { n: 0 }] = (
      await pool.query<{ n: number }>('select count(*)::int as n from products').catch(() => ({ rows: [] }))
    ).rows;
    if (n === 0) throw new Error(`${BENCH_DATABASE} holds no catalogue: run \`npm run bench\` first.`);

    // Record what the repository sends, then explain exactly that.
    const recorded: { text: string; values: unknown[] }[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
      if (typeof config === 'object') recorded.push({ text: config.text, values: config.values ?? values ?? [] });
      return query(config as pg.QueryConfig, values);
    }) as typeof pool.query;
    const repository = createCatalogueRepository(drizzle(pool, { schema }) as unknown as Database);

    const explain = async (title: string, run: () => Promise<unknown>) => {
      recorded.length = 0;
      await run();
      for (const { text, values } of [...recorded]) {
        const plan = await query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
        console.log(`\n── ${title}\n${text}\n${JSON.stringify(values)}\n`);
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    };

    console.log(`${n.toLocaleString('en')} products in ${BENCH_DATABASE}`);
    for (const term of args.terms
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean)) {
      const plan = planSearch(term);
      const filter: ProductFilter = { onSale: true, search: plan.slots };
      await explain(`search "${term}": count, up to ${SEARCH_COUNT_LIMIT}`, () =>
        repository.countProductsUpTo(filter, SEARCH_COUNT_LIMIT + 1),
      );
      // As the catalogue service does: a search more products match than it counts reads along the discount index.
      const common = (await repository.countProductsUpTo(filter, SEARCH_COUNT_LIMIT + 1)) > SEARCH_COUNT_LIMIT;
      await explain(`search "${term}": first pages, best match first${common ? ' (common)' : ''}`, () =>
        repository.listSearchCards(filter, plan, 'relevance', 72, 0, { common }),
      );
    }
    const [men] = (await query<{ id: string }>("select id from categories where slug = 'men'")).rows;
    if (men)
      await explain('category "men", biggest discount first, page 3', () =>
        repository.listProductCards({ topCategoryId: men.id }, 'discount', 24, 48),
      );
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
