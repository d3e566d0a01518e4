import { LOW_STOCK_THRESHOLD, type Attention, type Dashboard } from '@onsale/core/contracts/admin';
import { and, asc, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, outbox, products, sellerOrders, sellerProfiles } from '../../db/schema';
import { listRecentAudit } from './audit.repository';
import { startOfShopDay, startOfShopWeek } from './shop-time';

/** What a seller order brings in: its goods less its share of the coupon, plus its shipping. */
export const sellerOrderRevenue = sql<number>`coalesce(sum(${sellerOrders.subtotal} - ${sellerOrders.discount} + ${sellerOrders.shipping}), 0)::int`;

export function createDashboardService(db: Database) {
  async function attention(): Promise<Attention> {
    const [[sellers], [emails]] = await Promise.all([
      db.select({ n: count() }).from(sellerProfiles).where(eq(sellerProfiles.status, 'pending')),
      db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed')),
    ]);
    const pendingSellers = sellers?.n ?? 0;
    const failedEmails = emails?.n ?? 0;
    return { pendingSellers, failedEmails, total: pendingSellers + failedEmails };
  }

  return {
    attention,

    async dashboard(now = new Date()): Promise<Dashboard> {
      const [[today], [week], [productCount], [lowStockCount], lowStock, needs, recentActivity] = await Promise.all([
        db.select({ n: count() }).from(orders).where(gte(orders.createdAt, startOfShopDay(now))),
        db
          .select({ revenue: sellerOrderRevenue })
          .from(sellerOrders)
          .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
          .where(and(gte(orders.createdAt, startOfShopWeek(now)), ne(sellerOrders.status, 'cancelled'))),
        db.select({ n: count() }).from(products),
        db.select({ n: count() }).from(products).where(lte(products.stock, LOW_STOCK_THRESHOLD)),
        db.select({ id: products.id, name: products.name, stock: products.stock }).from(products).where(lte(products.stock, LOW_STOCK_THRESHOLD)).orderBy(asc(products.stock), asc(products.name)).limit(10),
        attention(),
        listRecentAudit(db, 10),
      ]);
      return {
        ordersToday: today?.n ?? 0,
        revenueThisWeek: week?.revenue ?? 0,
        products: productCount?.n ?? 0,
        sellersAwaitingApproval: needs.pendingSellers,
        lowStockProducts: lowStockCount?.n ?? 0,
        lowStock,
        attention: needs,
        recentActivity,
      };
    },
  };
}
