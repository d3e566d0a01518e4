import type { Analytics } from '@onsale/core/contracts/admin';
import { ORDER_STATUSES } from '@onsale/core/order-status';
import { and, count, desc, eq, gte, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, orderItems, orders, products, sellerOrders, sellerProfiles, users } from '../../db/schema';
import { sellerOrderRevenue } from './dashboard.service';
import { lastShopDays, shopDayStart } from './shop-time';

/** `YYYY-MM-DD` of the shop's day (Pakistan, UTC+5) of a timestamp column. */
const shopDayOf = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;

export function createAnalyticsService(db: Database) {
  return {
    async analytics(days: number, now = new Date()): Promise<Analytics> {
      const dayList = lastShopDays(days, now);
      const since = shopDayStart(dayList[0]!);
      const live = and(gte(orders.createdAt, since), ne(sellerOrders.status, 'cancelled'));

      const [revenueRows, statusRows, brandRows, categoryRows, buyerRows, sellerRows] = await Promise.all([
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
        db
          .select({ day: shopDayOf(sellerProfiles.createdAt), n: count() })
          .from(sellerProfiles)
          .where(gte(sellerProfiles.createdAt, since))
          .groupBy(shopDayOf(sellerProfiles.createdAt)),
      ]);

      const revenueByDay = new Map(revenueRows.map((r) => [r.day, r]));
      const buyersByDay = new Map(buyerRows.map((r) => [r.day, r.n]));
      const sellersByDay = new Map(sellerRows.map((r) => [r.day, r.n]));
      const statusCounts = new Map(statusRows.map((r) => [r.status, r.count]));
      return {
        days,
        revenuePerDay: dayList.map((day) => ({ day, revenue: revenueByDay.get(day)?.revenue ?? 0, orders: revenueByDay.get(day)?.orders ?? 0 })),
        ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
        topBrands: brandRows.map((r) => ({ name: r.name || 'Unbranded', revenue: r.revenue, units: r.units })),
        topCategories: categoryRows,
        newAccountsPerDay: dayList.map((day) => ({ day, buyers: buyersByDay.get(day) ?? 0, sellers: sellersByDay.get(day) ?? 0 })),
      };
    },
  };
}
