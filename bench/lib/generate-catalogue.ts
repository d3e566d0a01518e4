/**
 * The benchmark catalogue: the demo store's categories, brands and banners with as many generated
 * products as asked (100,000 by default), made by the same rows the demo seed writes, with their
 * stock per size and colour.
 * Products go in with one `INSERT … SELECT FROM unnest(…)` per batch: one parameter per column,
 * not one per value, so a batch of thousands of rows parses and plans once.
 */
import { buildDemoCatalogue, demoProducts } from '../../apps/server/src/modules/catalogue/demo/demo-catalogue';
import { demoProductRow, insertDemoStructure } from '../../apps/server/src/modules/catalogue/demo-seed.repository';
import type { ProductInsert } from '../../apps/server/src/modules/catalogue/product-row';
import { demoPriceHistorySql } from '../../apps/server/src/modules/prices/demo-price-history';
import type { BenchDatabase } from './bench-database';

interface Column {
  name: string;
  type: string;
  value: (row: ProductInsert) => unknown;
  /** array columns travel as array literals inside a text[] (unnest cannot take ragged 2-D arrays) */
  array?: boolean;
}

/** A PostgreSQL array literal: `{"M","L"}`. */
function arrayLiteral(items: readonly string[] | undefined): string {
  return `{${(items ?? []).map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const COLUMNS: Column[] = [
  { name: 'slug', type: 'text', value: (r) => r.slug },
  { name: 'source', type: 'text', value: (r) => r.source ?? 'manual' },
  { name: 'website', type: 'text', value: (r) => r.website },
  { name: 'brand_id', type: 'uuid', value: (r) => r.brandId ?? null },
  { name: 'brand_name', type: 'text', value: (r) => r.brandName },
  { name: 'category_id', type: 'uuid', value: (r) => r.categoryId },
  { name: 'top_category_id', type: 'uuid', value: (r) => r.topCategoryId },
  { name: 'name', type: 'text', value: (r) => r.name },
  { name: 'description', type: 'text', value: (r) => r.description ?? '' },
  { name: 'long_description', type: 'text', value: (r) => r.longDescription ?? '' },
  { name: 'price', type: 'int4', value: (r) => r.price },
  { name: 'original_price', type: 'int4', value: (r) => r.originalPrice ?? null },
  { name: 'discount_percent', type: 'int2', value: (r) => r.discountPercent ?? 0 },
  { name: 'on_sale', type: 'bool', value: (r) => r.onSale ?? false },
  { name: 'sizes', type: 'text', value: (r) => arrayLiteral(r.sizes), array: true },
  { name: 'colors', type: 'text', value: (r) => arrayLiteral(r.colors), array: true },
  { name: 'keywords', type: 'text', value: (r) => arrayLiteral(r.keywords), array: true },
  { name: 'image', type: 'text', value: (r) => r.image },
  { name: 'gallery', type: 'text', value: (r) => arrayLiteral(r.gallery), array: true },
  { name: 'video_url', type: 'text', value: (r) => r.videoUrl ?? null },
  { name: 'stock', type: 'int4', value: (r) => r.stock ?? 0 },
  { name: 'featured', type: 'bool', value: (r) => r.featured ?? false },
  { name: 'search_text', type: 'text', value: (r) => r.searchText },
  { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
  { name: 'updated_at', type: 'timestamptz', value: (r) => iso(r.updatedAt) },
];

const INSERT_SQL = `INSERT INTO products (${COLUMNS.map((c) => c.name).join(', ')})
SELECT ${COLUMNS.map((c) => (c.array ? `t.${c.name}::text[]` : `t.${c.name}`)).join(', ')}
FROM unnest(${COLUMNS.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')}) AS t(${COLUMNS.map((c) => c.name).join(', ')})`;

/** Each product's stock per size and colour, found by its slug: one statement per batch, as the products. */
const VARIANTS_SQL = `INSERT INTO product_variants (product_id, size, color, stock)
SELECT p.id, t.size, t.color, t.stock
FROM unnest($1::text[], $2::text[], $3::text[], $4::int4[]) AS t(slug, size, color, stock)
JOIN products p ON p.slug = t.slug`;

export interface GenerateOptions {
  products: number;
  batchSize?: number;
  onProgress?: (done: number) => void;
}

/**
 * The products table's secondary indexes (not its keys): dropped while the catalogue is loaded
 * and built again after, which takes a fraction of the time that keeping them up to date row by
 * row does (a million products: the text indexes alone made the load and the honest-price
 * update several times longer).
 */
async function dropProductIndexes(database: BenchDatabase): Promise<string[]> {
  const indexes = await database.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = 'products' and indexdef not like 'CREATE UNIQUE INDEX%'`,
  );
  for (const { name } of indexes) await database.query(`DROP INDEX "${name}"`);
  return indexes.map((index) => index.definition);
}

/** Builds indexes two at a time (one a core), with room to sort in memory. */
async function buildIndexes(database: BenchDatabase, definitions: string[]): Promise<void> {
  const queue = [...definitions];
  const worker = async () => {
    for (let definition = queue.shift(); definition; definition = queue.shift())
      await database.query(
        database.kind === 'postgres' ? `SET maintenance_work_mem = '256MB'; ${definition}` : definition,
      );
  };
  await Promise.all([worker(), worker()]);
}

/** Products whose honest discount one statement works out. */
const REAPPLY_BATCH = 10_000;

/** Fills an empty, migrated database; returns how long each step took in milliseconds. */
export async function generateCatalogue(
  database: BenchDatabase,
  options: GenerateOptions,
): Promise<{ insertMs: number; historyMs: number; indexMs: number; analyzeMs: number }> {
  const batchSize = options.batchSize ?? 5000;
  const started = performance.now();
  const structure = await insertDemoStructure(database.handle.db, buildDemoCatalogue({ products: 0 }));
  const indexes = await dropProductIndexes(database);
  // Two batches in flight: the next is built while the database writes the last.
  const inFlight = new Set<Promise<void>>();
  let done = 0;
  for (let start = 0; start < options.products; start += batchSize) {
    const count = Math.min(batchSize, options.products - start);
    const columns: unknown[][] = COLUMNS.map(() => new Array<unknown>(count));
    const variants: [string[], string[], string[], number[]] = [[], [], [], []];
    let i = 0;
    for (const product of demoProducts(count, undefined, start)) {
      const row = demoProductRow(product, structure);
      COLUMNS.forEach((column, c) => (columns[c]![i] = column.value(row)));
      for (const variant of product.variants)
        [product.slug, variant.size, variant.color, variant.stock].forEach((value, v) =>
          (variants[v] as unknown[]).push(value),
        );
      i += 1;
    }
    const insert = (async () => {
      await database.query(INSERT_SQL, columns);
      if (variants[0].length > 0) await database.query(VARIANTS_SQL, variants);
    })().then(() => {
      inFlight.delete(insert);
      done += count;
      options.onProgress?.(done);
    });
    inFlight.add(insert);
    if (inFlight.size >= 2) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const inserted = performance.now();
  // 90 days of prices a product (decision 0031), then the honest discount they make: each half of
  // the products on a connection (a core) of its own, the discounts in batches through the key.
  await Promise.all([0, 1].map((index) => database.query(demoPriceHistorySql({ index, of: 2 }))));
  const ids = (await database.query<{ id: string }>('select id from products order by id')).map((row) => row.id);
  const batches = Array.from({ length: Math.ceil(ids.length / REAPPLY_BATCH) }, (_, at) =>
    ids.slice(at * REAPPLY_BATCH, (at + 1) * REAPPLY_BATCH),
  );
  const reapply = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift())
      await database.query('select reapply_honest_prices($1::uuid[])', [batch]);
  };
  await Promise.all([reapply(), reapply()]);
  const historied = performance.now();
  await buildIndexes(database, indexes);
  const indexed = performance.now();
  // Fresh statistics for the planner and a visibility map for index-only counts.
  await database.query('VACUUM ANALYZE');
  return {
    insertMs: inserted - started,
    historyMs: historied - inserted,
    indexMs: indexed - historied,
    analyzeMs: performance.now() - indexed,
  };
}

export async function productCount(database: BenchDatabase): Promise<number> {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from products');
  return row?.n ?? 0;
}
