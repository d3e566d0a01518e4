import type { PriceChangeSource } from '@onsale/core/contracts/prices';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { priceHistory, priceRule, products } from '../../db/schema';

export interface HistoryRow {
  at: Date;
  price: number;
  originalPrice: number | null;
  source: PriceChangeSource;
}

/** A product's prices and what the honest-price rule made of them. */
const priceColumns = {
  price: products.price,
  originalPrice: products.originalPrice,
  claimedDiscountPercent: products.claimedDiscountPercent,
  shownOriginalPrice: products.shownOriginalPrice,
  discountPercent: products.discountPercent,
  lowestPrice30d: products.lowestPrice30d,
  originalChargedDays: products.originalChargedDays,
  discountCorrection: products.discountCorrection,
  priceChangedAt: products.priceChangedAt,
};

export function createPriceHistoryRepository(db: Executor) {
  return {
    /** Every recorded price of a product, oldest first (about one a day at most in practice). */
    async history(productId: string): Promise<HistoryRow[]> {
      return db
        .select({
          at: priceHistory.at,
          price: priceHistory.price,
          originalPrice: priceHistory.originalPrice,
          source: priceHistory.source,
        })
        .from(priceHistory)
        .where(eq(priceHistory.productId, productId))
        .orderBy(asc(priceHistory.at), asc(priceHistory.id));
    },

    /** The prices of the last `days`, oldest first, starting with the one in force when they began. */
    async since(productId: string, days: number): Promise<HistoryRow[]> {
      const start = sql`now() - make_interval(days => ${days})`;
      const rows = await db
        .select({
          at: priceHistory.at,
          price: priceHistory.price,
          originalPrice: priceHistory.originalPrice,
          source: priceHistory.source,
        })
        .from(priceHistory)
        .where(
          and(
            eq(priceHistory.productId, productId),
            sql`${priceHistory.at} >= coalesce((select max(s.at) from price_history s where s.product_id = ${productId} and s.at <= ${start}), '-infinity'::timestamptz)`,
          ),
        )
        .orderBy(asc(priceHistory.at), asc(priceHistory.id));
      return rows;
    },

    /** The price columns the rule reads and writes. */
    async product(productId: string) {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          ...priceColumns,
        })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      return row;
    },

    async minDays(): Promise<number> {
      const [row] = await db.select({ minDays: priceRule.minDays }).from(priceRule).where(eq(priceRule.id, 1));
      return row?.minDays ?? 7;
    },

    /** Public products whose discount the rule corrected, the latest price change first. */
    async corrected(page: number, pageSize: number) {
      // the bare column `listed`, so the partial index on corrected public products serves it
      const where = sql`${products.discountCorrection} is not null and ${products.listed}`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: products.id,
            slug: products.slug,
            name: products.name,
            brand: products.brandName,
            image: products.image,
            sellerId: products.sellerId,
            ...priceColumns,
          })
          .from(products)
          .where(where)
          .orderBy(desc(products.priceChangedAt), asc(products.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type PriceHistoryRepository = ReturnType<typeof createPriceHistoryRepository>;
export type PriceColumns = NonNullable<Awaited<ReturnType<PriceHistoryRepository['product']>>>;
