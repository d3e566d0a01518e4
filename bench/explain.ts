/**
 * `npm run explain -w @onsale/bench`: the plans PostgreSQL runs for the storefront's search and a
 * category page on the benchmark catalogue (run `npm run bench` first to generate it). The SQL is
 * the repository's own: its queries are recorded, then run again under EXPLAIN (ANALYZE, BUFFERS).
 *
 *   --terms=kurta,boski kurta,tuxedo   search terms to explain
 *   --products=100000                  the catalogue size whose bench database to use
 */
import { parseArgs } from 'node:util';
import { planSearch } from '@onsale/core/search-query';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import type { Database } from '../apps/server/src/db/client';
import {
  createCatalogueRepository,
  type ProductFilter,
} from '../apps/server/src/modules/catalogue/catalogue.repository';
import { benchDatabaseName, chooseServer } from './lib/bench-database';

const { values: args } = parseArgs({
  options: {
    terms: { type: 'string', default: 'kurta,boski kurta,tuxedo' },
    products: { type: 'string', default: '100000' },
  },
});

async function main(): Promise<void> {
  const server = await chooseServer({ pglite: false });
  if (!server) throw new Error('No PostgreSQL server answers: the plans are explained on PostgreSQL.');
  const url = new URL(server);
  url.pathname = `/${benchDatabaseName(Number(args.products))}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    const [{ n } = { n: 0 }] = (
      await pool.query<{ n: number }>('select count(*)::int as n from products').catch(() => ({ rows: [] }))
    ).rows;
    if (n === 0) throw new Error(`${url.pathname.slice(1)} holds no catalogue: run \`npm run bench\` first.`);

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

    console.log(`${n.toLocaleString('en')} products in ${url.pathname.slice(1)}`);
    for (const term of args.terms
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean)) {
      const plan = planSearch(term);
      const filter: ProductFilter = {
        onSale: true,
        search: plan.slots,
        stems: await repository.stemsOf([...new Set(plan.slots.flat(2))]),
      };
      await explain(`search "${term}": first pages, best match first`, () =>
        repository.searchCards(filter, plan, 'relevance', 72),
      );
      await explain(`search "${term}": first pages, lowest price first`, () =>
        repository.searchCards(filter, plan, 'price-asc', 72),
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
