import { analyticsPeriod, comparePeriods, salesFigures, shopDaysBetween } from '@onsale/core/analytics';
import type { Analytics } from '@onsale/core/contracts/admin';
import { ORDER_STATUSES } from '@onsale/core/order-status';
import type { Database } from '../../db/client';
import { createSellerRepository } from '../sellers/seller.repository';
import { createAnalyticsRepository } from './analytics.repository';
import { shopDay, shopDayStart } from './shop-time';

export function createAnalyticsService(db: Database) {
  return {
    /**
     * The shop's figures for the last `days` days beside the `days` days before: revenue (items
     * less coupon discounts) apart from shipping, orders, their average, and who joined.
     */
    async analytics(days: number, now = new Date()): Promise<Analytics> {
      const period = analyticsPeriod(days, shopDay(now));
      const [{ salesRows, statusRows, brandRows, categoryRows, buyerRows }, sellerRows] = await Promise.all([
        createAnalyticsRepository(db).since({
          since: shopDayStart(period.from),
          previousSince: shopDayStart(period.previousFrom),
        }),
        createSellerRepository(db).newPerDay(shopDayStart(period.previousFrom)),
      ]);

      const salesByDay = new Map(salesRows.map((r) => [r.day, r]));
      const buyersByDay = new Map(buyerRows.map((r) => [r.day, r.n]));
      const sellersByDay = new Map(sellerRows.map((r) => [r.day, r.n]));
      const statusCounts = new Map(statusRows.map((r) => [r.status, r.count]));
      const dayList = shopDaysBetween(period.from, period.to);
      return {
        period,
        sales: salesFigures(salesRows, period),
        shipping: comparePeriods(salesRows, period, (r) => r.shipping),
        newBuyers: comparePeriods(buyerRows, period, (r) => r.n),
        newSellers: comparePeriods(sellerRows, period, (r) => r.n),
        revenuePerDay: dayList.map((day) => ({
          day,
          revenue: salesByDay.get(day)?.revenue ?? 0,
          orders: salesByDay.get(day)?.orders ?? 0,
        })),
        ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
        topBrands: brandRows.map((r) => ({ name: r.name || 'Unbranded', revenue: r.revenue, units: r.units })),
        topCategories: categoryRows,
        newAccountsPerDay: dayList.map((day) => ({
          day,
          buyers: buyersByDay.get(day) ?? 0,
          sellers: sellersByDay.get(day) ?? 0,
        })),
      };
    },
  };
}
