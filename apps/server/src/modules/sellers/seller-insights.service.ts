import { analyticsPeriod, salesFigures, shopDaysBetween } from '@onsale/core/analytics';
import type { SellerAnalytics } from '@onsale/core/contracts/seller';
import { SELLER_ORDER_STATUSES } from '@onsale/core/seller-order-status';
import type { Executor } from '../../db/client';
import {
  createSellerInsightsRepository,
  pakistanDate,
  startOfMonthInPakistan,
  startOfPakistanDay,
} from './seller-insights.repository';

export function createSellerInsightsService(db: Executor) {
  const repository = createSellerInsightsRepository(db);
  return {
    async counts(sellerId: string, now = new Date()) {
      const [productCount, pendingOrders, month, cancellationRate] = await Promise.all([
        repository.productCount(sellerId),
        repository.pendingOrderCount(sellerId),
        repository.salesSince(sellerId, startOfMonthInPakistan(now)),
        repository.cancellationRate(sellerId),
      ]);
      return {
        productCount,
        pendingOrders,
        ordersThisMonth: month.orders,
        revenueThisMonth: month.revenue,
        cancellationRate,
      };
    },

    /** The seller's sales of the last `days` days beside the `days` days before, the period's best sellers and all their orders by status. */
    async analytics(sellerId: string, days: number, now = new Date()): Promise<SellerAnalytics> {
      const period = analyticsPeriod(days, pakistanDate(now));
      const since = startOfPakistanDay(period.from);
      const [sales, topProducts, byStatus] = await Promise.all([
        repository.salesByDay(sellerId, startOfPakistanDay(period.previousFrom)),
        repository.topProducts(sellerId, 5, since),
        repository.ordersByStatus(sellerId),
      ]);
      const byDay = new Map(sales.map((row) => [row.day, row]));
      const counts = new Map(byStatus.map((row) => [row.status, row.count]));
      return {
        period,
        sales: salesFigures(sales, period),
        revenuePerDay: shopDaysBetween(period.from, period.to).map((day) => ({
          day,
          revenue: byDay.get(day)?.revenue ?? 0,
          orders: byDay.get(day)?.orders ?? 0,
        })),
        topProducts,
        ordersByStatus: SELLER_ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      };
    },
  };
}
