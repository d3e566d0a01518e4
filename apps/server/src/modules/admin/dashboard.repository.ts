import { UNSOLD_ORDER_STATUSES } from '@onsale/core/order-status';
import { LOW_STOCK_THRESHOLD } from '@onsale/core/contracts/admin';
import { and, asc, count, eq, gte, lte, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { goodsRevenue } from './analytics.repository';
import { orders, products, sellerOrders } from '../../db/schema';

/** The admin dashboard's figures. */
export function createDashboardRepository(db: Executor) {
  return {
    async ordersSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders).where(gte(orders.createdAt, since));
      return row?.n ?? 0;
    },

    /** Revenue (goods less coupons, as analytics counts it) of the orders placed since `since`, cancelled and refused parts left out. */
    async revenueSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ revenue: goodsRevenue })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .where(and(gte(orders.createdAt, since), notInArray(sellerOrders.status, [...UNSOLD_ORDER_STATUSES])));
      return row?.revenue ?? 0;
    },

    async productCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products);
      return row?.n ?? 0;
    },

    async lowStockCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(lte(products.stock, LOW_STOCK_THRESHOLD));
      return row?.n ?? 0;
    },

    lowStock(limit: number) {
      return db
        .select({ id: products.id, name: products.name, stock: products.stock })
        .from(products)
        .where(lte(products.stock, LOW_STOCK_THRESHOLD))
        .orderBy(asc(products.stock), asc(products.name))
        .limit(limit);
    },
  };
}
