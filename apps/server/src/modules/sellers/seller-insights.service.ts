import { commissionOf, type SellerAnalytics, type SellerEarnings } from '@onsale/core/contracts/seller';
import { SELLER_ORDER_STATUSES } from '@onsale/core/seller-order-status';
import type { Executor } from '../../db/client';
import { createSellerInsightsRepository, pakistanDate, startOfDayInPakistan, startOfMonthInPakistan } from './seller-insights.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ANALYTICS_DAYS = 30;

/** The ledger of delivered sales, payouts and the balance still owed to the seller. */
export async function sellerEarnings(db: Executor, sellerId: string, commissionRateBp: number): Promise<SellerEarnings> {
  const repository = createSellerInsightsRepository(db);
  const [sales, paid] = await Promise.all([repository.deliveredSales(sellerId), repository.payouts(sellerId)]);
  const ledger = sales.map((sale) => {
    const commission = commissionOf(sale.gross, sale.commissionRateBp);
    return {
      sellerOrderId: sale.sellerOrderId,
      orderNumber: sale.orderNumber,
      deliveredAt: sale.deliveredAt.toISOString(),
      gross: sale.gross,
      commissionRateBp: sale.commissionRateBp,
      commission,
      net: sale.gross - commission,
    };
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const gross = sum(ledger.map((row) => row.gross));
  const commission = sum(ledger.map((row) => row.commission));
  const paidOut = sum(paid.map((payout) => payout.amount));
  return {
    commissionRateBp,
    ledger,
    payouts: paid.map((payout) => ({ id: payout.id, amount: payout.amount, note: payout.note, createdAt: payout.createdAt.toISOString() })),
    totals: { gross, commission, net: gross - commission, paidOut, balance: gross - commission - paidOut },
  };
}

export function createSellerInsightsService(db: Executor) {
  const repository = createSellerInsightsRepository(db);
  return {
    async counts(sellerId: string, now = new Date()) {
      const [productCount, pendingOrders, month] = await Promise.all([
        repository.productCount(sellerId),
        repository.pendingOrderCount(sellerId),
        repository.salesSince(sellerId, startOfMonthInPakistan(now)),
      ]);
      return { productCount, pendingOrders, ordersThisMonth: month.orders, revenueThisMonth: month.revenue };
    },

    async analytics(sellerId: string, now = new Date()): Promise<SellerAnalytics> {
      const since = new Date(startOfDayInPakistan(now).getTime() - (ANALYTICS_DAYS - 1) * DAY_MS);
      const [days, topProducts, byStatus] = await Promise.all([repository.salesByDay(sellerId, since), repository.topProducts(sellerId, 5), repository.ordersByStatus(sellerId)]);
      const byDate = new Map(days.map((day) => [day.date, day]));
      const revenueByDay = Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
        const date = pakistanDate(new Date(since.getTime() + i * DAY_MS));
        const day = byDate.get(date);
        return { date, revenue: day?.revenue ?? 0, orders: day?.orders ?? 0 };
      });
      const counts = new Map(byStatus.map((row) => [row.status, row.count]));
      return { revenueByDay, topProducts, ordersByStatus: SELLER_ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })) };
    },

    earnings: (sellerId: string, commissionRateBp: number) => sellerEarnings(db, sellerId, commissionRateBp),
  };
}
