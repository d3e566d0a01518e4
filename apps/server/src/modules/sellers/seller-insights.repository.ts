import { CANCELLATION_RATE_DAYS } from '@onsale/core/cancellation';
import { UNSOLD_ORDER_STATUSES } from '@onsale/core/order-status';
import { and, count, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, products, sellerOrders } from '../../db/schema';
import { shopDayOf } from '../../db/shop-day';

/** Pakistan keeps UTC+5 all year: a seller's "day" and "month" are Pakistani ones. */
const PKT_OFFSET_MS = 5 * 60 * 60 * 1000;

export function startOfMonthInPakistan(now: Date): Date {
  const local = new Date(now.getTime() + PKT_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - PKT_OFFSET_MS);
}

export function startOfDayInPakistan(now: Date): Date {
  const local = new Date(now.getTime() + PKT_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - PKT_OFFSET_MS);
}

/** The instant a `YYYY-MM-DD` Pakistani day starts. */
export function startOfPakistanDay(day: string): Date {
  return startOfDayInPakistan(new Date(`${day}T12:00:00Z`));
}

/** The Pakistani calendar date of an instant, as YYYY-MM-DD. */
export function pakistanDate(instant: Date): string {
  return new Date(instant.getTime() + PKT_OFFSET_MS).toISOString().slice(0, 10);
}

/** What the seller earns on a seller order: its items less its share of the coupon, without shipping. */
const goods = sql<number>`(${sellerOrders.subtotal} - ${sellerOrders.discount})`;
const live = notInArray(sellerOrders.status, [...UNSOLD_ORDER_STATUSES]);

/**
 * A seller's cancellation rate over the last CANCELLATION_RATE_DAYS days: the parts the seller
 * cancelled out of the parts placed, a percent with one decimal; null when nothing was placed.
 * A shopper's or OnSale's cancel does not count against the seller.
 */
export const cancellationRateSql = sql<
  string | null
>`round(100.0 * count(*) filter (where ${sellerOrders.cancelledBy} = 'seller') / nullif(count(*), 0), 1)`;
export const inCancellationWindow = sql`${sellerOrders.createdAt} >= now() - make_interval(days => ${CANCELLATION_RATE_DAYS})`;
export const rateOf = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

export function createSellerInsightsRepository(db: Executor) {
  return {
    async productCount(sellerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(eq(products.sellerId, sellerId));
      return row?.n ?? 0;
    },

    async cancellationRate(sellerId: string): Promise<number | null> {
      const [row] = await db
        .select({ rate: cancellationRateSql })
        .from(sellerOrders)
        .where(and(eq(sellerOrders.sellerId, sellerId), inCancellationWindow));
      return rateOf(row?.rate);
    },

    async pendingOrderCount(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sellerOrders)
        .where(and(eq(sellerOrders.sellerId, sellerId), eq(sellerOrders.status, 'pending')));
      return row?.n ?? 0;
    },

    async salesSince(sellerId: string, since: Date): Promise<{ orders: number; revenue: number }> {
      const [row] = await db
        .select({ orders: count(), revenue: sql<string>`coalesce(sum(${goods}), 0)` })
        .from(sellerOrders)
        .where(and(eq(sellerOrders.sellerId, sellerId), live, gte(sellerOrders.createdAt, since)));
      return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
    },

    /** The seller's sales per shop day since `since`, days without sales left out. */
    async salesByDay(sellerId: string, since: Date): Promise<{ day: string; revenue: number; orders: number }[]> {
      const day = shopDayOf(sellerOrders.createdAt);
      const rows = await db
        .select({ day, revenue: sql<string>`coalesce(sum(${goods}), 0)`, orders: count() })
        .from(sellerOrders)
        .where(and(eq(sellerOrders.sellerId, sellerId), live, gte(sellerOrders.createdAt, since)))
        .groupBy(day);
      return rows.map((row) => ({ day: row.day, revenue: Number(row.revenue), orders: row.orders }));
    },

    /** The seller's best sellers by item sales of the orders placed since `since`. */
    async topProducts(sellerId: string, limit: number, since: Date) {
      const revenue = sql<string>`sum(${orderItems.total})`;
      const rows = await db
        .select({
          productId: orderItems.productId,
          name: orderItems.name,
          image: sql<string>`max(${orderItems.image})`,
          quantity: sql<string>`sum(${orderItems.quantity})`,
          revenue,
        })
        .from(orderItems)
        .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
        .where(
          and(
            eq(orderItems.sellerId, sellerId),
            eq(sellerOrders.sellerId, sellerId),
            live,
            gte(sellerOrders.createdAt, since),
          ),
        )
        .groupBy(orderItems.productId, orderItems.name)
        .orderBy(desc(revenue))
        .limit(limit);
      return rows.map((row) => ({
        productId: row.productId,
        name: row.name,
        image: row.image,
        quantity: Number(row.quantity),
        revenue: Number(row.revenue),
      }));
    },

    async ordersByStatus(
      sellerId: string,
    ): Promise<{ status: (typeof sellerOrders.$inferSelect)['status']; count: number }[]> {
      return db
        .select({ status: sellerOrders.status, count: count() })
        .from(sellerOrders)
        .where(eq(sellerOrders.sellerId, sellerId))
        .groupBy(sellerOrders.status);
    },
  };
}

export type SellerInsightsRepository = ReturnType<typeof createSellerInsightsRepository>;
