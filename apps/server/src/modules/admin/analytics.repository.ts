import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, orderItems, orders, products, sellerOrders, users } from '../../db/schema';
import { shopDayOf } from '../../db/shop-day';
import { sellerOrderRevenue } from './dashboard.repository';

/** The admin's analytics since a day: what sold, by day, status, brand and category, and who joined. */
export function createAnalyticsRepository(db: Executor) {
  return {
    async since(since: Date) {
      const live = and(gte(orders.createdAt, since), ne(sellerOrders.status, 'cancelled'));
      const [revenueRows, statusRows, brandRows, categoryRows, buyerRows] = await Promise.all([
        db
          .select({ day: shopDayOf(orders.createdAt), revenue: sellerOrderRevenue, orders: sql<number>`count(distinct ${orders.id})::int` })
          .from(sellerOrders)
          .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
          .where(live)
          .groupBy(shopDayOf(orders.createdAt)),
        db
          .select({ status: sellerOrders.status, count: count() })
          .from(sellerOrders)
          .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
          .where(gte(orders.createdAt, since))
          .groupBy(sellerOrders.status),
        db
          .select({ name: orderItems.brandName, revenue: sql<number>`sum(${orderItems.total})::int`, units: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(live)
          .groupBy(orderItems.brandName)
          .orderBy(desc(sql`sum(${orderItems.total})`))
          .limit(8),
        db
          .select({ name: categories.name, revenue: sql<number>`sum(${orderItems.total})::int`, units: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(products, eq(products.id, orderItems.productId))
          .innerJoin(categories, eq(categories.id, products.topCategoryId))
          .where(live)
          .groupBy(categories.name)
          .orderBy(desc(sql`sum(${orderItems.total})`))
          .limit(8),
        db
          .select({ day: shopDayOf(users.createdAt), n: count() })
          .from(users)
          .where(and(gte(users.createdAt, since), eq(users.isAdmin, false)))
          .groupBy(shopDayOf(users.createdAt)),
      ]);
      return { revenueRows, statusRows, brandRows, categoryRows, buyerRows };
    },
  };
}

