import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DEMO_PRICE_HISTORY_SQL } from './demo-price-history';

/**
 * Writes HONEST_PRICE_MIN_DAYS where the database's honest-price rule reads it and, when it
 * changed, applies the rule again to every product. Returns the number of products whose shown
 * discount changed.
 */
export async function applyPriceRule(db: Executor, minDays: number): Promise<number> {
  const changed = (await db.execute(
    sql`update price_rule set min_days = ${minDays}, updated_at = now() where id = 1 and min_days <> ${minDays} returning id`,
  )) as unknown as { rows: unknown[] };
  if (changed.rows.length === 0) return 0;
  return reapplyHonestPrices(db, null);
}

/** Applies the rule again (to the given products, or all), rewriting only rows whose answer changed. */
export async function reapplyHonestPrices(db: Executor, productIds: string[] | null): Promise<number> {
  const ids =
    productIds == null
      ? sql`null::uuid[]`
      : sql`array[${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`;
  const result = (await db.execute(sql`select reapply_honest_prices(${ids}) as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
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
