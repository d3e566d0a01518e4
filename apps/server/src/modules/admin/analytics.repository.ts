import { UNSOLD_ORDER_STATUSES } from '@onsale/core/order-status';
import { and, count, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, orderItems, orders, products, sellerOrders, users } from '../../db/schema';
import { shopDayOf } from '../../db/shop-day';

/** Item sales less the part's coupon discount: revenue, without shipping. */
export const goodsRevenue = sql<number>`coalesce(sum(${sellerOrders.subtotal} - ${sellerOrders.discount}), 0)::int`;

/**
 * The admin's analytics: sales and new accounts per day since the start of the previous period
 * (the service sums them into both periods), and what sold by status, brand and category since
 * the start of the current one.
 */
export function createAnalyticsRepository(db: Executor) {
  return {
    async since({ since, previousSince }: { since: Date; previousSince: Date }) {
      const live = (from: Date) =>
        and(gte(orders.createdAt, from), notInArray(sellerOrders.status, [...UNSOLD_ORDER_STATUSES]));
      const [salesRows, statusRows, brandRows, categoryRows, buyerRows] = await Promise.all([
        db
          .select({
            day: shopDayOf(orders.createdAt),
            revenue: goodsRevenue,
            shipping: sql<number>`coalesce(sum(${sellerOrders.shipping}), 0)::int`,
            orders: sql<number>`count(distinct ${orders.id})::int`,
          })
          .from(sellerOrders)
          .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
          .where(live(previousSince))
          .groupBy(shopDayOf(orders.createdAt)),
        db
          .select({ status: sellerOrders.status, count: count() })
          .from(sellerOrders)
          .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
          .where(gte(orders.createdAt, since))
          .groupBy(sellerOrders.status),
        db
          .select({
            name: orderItems.brandName,
            revenue: sql<number>`sum(${orderItems.total})::int`,
            units: sql<number>`sum(${orderItems.quantity})::int`,
          })
          .from(orderItems)
          .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(live(since))
          .groupBy(orderItems.brandName)
          .orderBy(desc(sql`sum(${orderItems.total})`))
          .limit(8),
        db
          .select({
            name: categories.name,
            revenue: sql<number>`sum(${orderItems.total})::int`,
            units: sql<number>`sum(${orderItems.quantity})::int`,
          })
          .from(orderItems)
          .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(products, eq(products.id, orderItems.productId))
          .innerJoin(categories, eq(categories.id, products.topCategoryId))
          .where(live(since))
          .groupBy(categories.name)
          .orderBy(desc(sql`sum(${orderItems.total})`))
          .limit(8),
        db
          .select({ day: shopDayOf(users.createdAt), n: count() })
          .from(users)
          .where(and(gte(users.createdAt, previousSince), eq(users.isAdmin, false)))
          .groupBy(shopDayOf(users.createdAt)),
      ]);
      return { salesRows, statusRows, brandRows, categoryRows, buyerRows };
    },
  };
}
