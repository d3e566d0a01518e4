import type { Analytics } from '@onsale/core/contracts/admin';
import { ORDER_STATUSES } from '@onsale/core/order-status';
import type { Database } from '../../db/client';
import { createSellerRepository } from '../sellers/seller.repository';
import { createAnalyticsRepository } from './analytics.repository';
import { lastShopDays, shopDayStart } from './shop-time';

export function createAnalyticsService(db: Database) {
  return {
    async analytics(days: number, now = new Date()): Promise<Analytics> {
      const dayList = lastShopDays(days, now);
      const since = shopDayStart(dayList[0]!);
      const [{ revenueRows, statusRows, brandRows, categoryRows, buyerRows }, sellerRows] = await Promise.all([
        createAnalyticsRepository(db).since(since),
        createSellerRepository(db).newPerDay(since),
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
