import { asc, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';
import { DEMO_PRICE_HISTORY_SQL } from './demo-price-history';

/**
 * Writes HONEST_PRICE_MIN_DAYS where the database's honest-price rule reads it; true when it
 * changed. Nodes starting at once wait for each other on the rule's row: only the first of them
 * that brings a new value sees it change.
 */
export async function writePriceRule(db: Executor, minDays: number): Promise<boolean> {
  const changed = (await db.execute(
    sql`update price_rule set min_days = ${minDays}, updated_at = now() where id = 1 and min_days <> ${minDays} returning id`,
  )) as unknown as { rows: unknown[] };
  return changed.rows.length > 0;
}

const idArray = (productIds: readonly string[]) =>
  sql`array[${sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Applies the rule again (to the given products, or all), rewriting only rows whose answer changed; returns their number. */
export async function reapplyHonestPrices(db: Executor, productIds: string[] | null): Promise<number> {
  const ids = productIds == null ? sql`null::uuid[]` : idArray(productIds);
  const result = (await db.execute(sql`select reapply_honest_prices(${ids}) as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** Applies the rule again to the given products, rewriting only rows whose answer changed; returns their ids. */
export async function reapplyHonestPricesNamingChanged(db: Executor, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const result = (await db.execute(
    sql`select id from reapply_honest_prices_changed(${idArray(productIds)}) as id`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** The next products in id order after `after` (from the first when null): one batch of a pass over the catalogue. */
export async function productIdsAfter(db: Executor, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(after === null ? undefined : gt(products.id, after))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Names who changes prices in this transaction, for the price history the products trigger writes. */
export async function namePriceSource(tx: Executor, source: 'seller' | 'admin' | 'import' | 'demo'): Promise<void> {
  await tx.execute(sql`select set_config('onsale.price_source', ${source}, true)`);
}

/** Gives the products without a history (the demo catalogue's) 90 plausible days of prices, and their honest discounts. */
export async function writeDemoPriceHistory(db: Executor): Promise<void> {
  await db.execute(sql.raw(DEMO_PRICE_HISTORY_SQL));
  await reapplyHonestPrices(db, null);
}
