import { analyticsPeriod, salesFigures, shopDaysBetween } from '@onsale/core/analytics';
import { commissionOf, type SellerAnalytics, type SellerEarnings } from '@onsale/core/contracts/seller';
import { SELLER_ORDER_STATUSES } from '@onsale/core/seller-order-status';
import type { Executor } from '../../db/client';
import {
  createSellerInsightsRepository,
  pakistanDate,
  startOfMonthInPakistan,
  startOfPakistanDay,
} from './seller-insights.repository';

/** The ledger of delivered sales, payouts and the balance still owed to the seller. */
export async function sellerEarnings(
  db: Executor,
  sellerId: string,
  commissionRateBp: number,
): Promise<SellerEarnings> {
  const repository = createSellerInsightsRepository(db);
  const [sales, returned, paid] = await Promise.all([
    repository.deliveredSales(sellerId),
    repository.acceptedReturns(sellerId),
    repository.payouts(sellerId),
  ]);
  const line = (row: {
    sellerOrderId: string;
    orderNumber: string;
    returnNumber: string | null;
    at: Date;
    gross: number;
    commissionRateBp: number;
  }) => {
    // A return gives back its goods and the commission taken on them: the same rate, of the same amount.
    const commission = Math.sign(row.gross) * commissionOf(Math.abs(row.gross), row.commissionRateBp);
    return {
      sellerOrderId: row.sellerOrderId,
      orderNumber: row.orderNumber,
      returnNumber: row.returnNumber,
      deliveredAt: row.at.toISOString(),
      gross: row.gross,
      commissionRateBp: row.commissionRateBp,
      commission,
      net: row.gross - commission,
    };
  };
  const ledger = [
    ...sales.map((sale) => line({ ...sale, returnNumber: null, at: sale.deliveredAt })),
    ...returned.map((back) => line({ ...back, at: back.acceptedAt, gross: -back.goods })),
  ].sort((a, b) => b.deliveredAt.localeCompare(a.deliveredAt));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const gross = sum(ledger.map((row) => row.gross));
  const commission = sum(ledger.map((row) => row.commission));
  const paidOut = sum(paid.map((payout) => payout.amount));
  return {
    commissionRateBp,
    ledger,
    payouts: paid.map((payout) => ({
      id: payout.id,
      amount: payout.amount,
      note: payout.note,
      createdAt: payout.createdAt.toISOString(),
    })),
    totals: { gross, commission, net: gross - commission, paidOut, balance: gross - commission - paidOut },
  };
}

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

    earnings: (sellerId: string, commissionRateBp: number) => sellerEarnings(db, sellerId, commissionRateBp),
  };
}
