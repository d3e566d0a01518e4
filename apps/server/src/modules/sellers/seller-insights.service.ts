import { analyticsPeriod, salesFigures, shopDaysBetween } from '@onsale/core/analytics';
import type { SellerAnalytics, SellerEarnings } from '@onsale/core/contracts/seller';
import { moneyRules, payableFrom, returnEarning, saleEarning, type EarningAmounts } from '@onsale/core/seller-money';
import { readShopSettings } from '../settings/settings.service';
import { SELLER_ORDER_STATUSES } from '@onsale/core/seller-order-status';
import type { Executor } from '../../db/client';
import {
  createSellerInsightsRepository,
  pakistanDate,
  startOfMonthInPakistan,
  startOfPakistanDay,
} from './seller-insights.repository';

/**
 * The ledger of delivered sales and accepted returns, by the shop's money rules (core's
 * seller-money), the payouts, the balance still owed and what of it may be paid now.
 */
export async function sellerEarnings(
  db: Executor,
  sellerId: string,
  commissionRateBp: number,
  now = new Date(),
): Promise<SellerEarnings> {
  const repository = createSellerInsightsRepository(db);
  const [sales, returned, paid, settings] = await Promise.all([
    repository.deliveredSales(sellerId),
    repository.acceptedReturns(sellerId),
    repository.payouts(sellerId),
    readShopSettings(db),
  ]);
  const { shippingKeptBy, returnWindowDays } = settings;
  const line = (
    row: {
      sellerOrderId: string;
      orderNumber: string;
      returnNumber: string | null;
      at: Date;
      commissionRateBp: number;
    },
    amounts: EarningAmounts,
  ) => {
    const payableAt = payableFrom(row.at, returnWindowDays);
    return {
      sellerOrderId: row.sellerOrderId,
      orderNumber: row.orderNumber,
      returnNumber: row.returnNumber,
      deliveredAt: row.at.toISOString(),
      commissionRateBp: row.commissionRateBp,
      ...amounts,
      payableAt: payableAt.toISOString(),
      onHold: payableAt > now,
    };
  };
  const ledger = [
    ...sales.map((sale) =>
      line({ ...sale, returnNumber: null, at: sale.deliveredAt }, saleEarning(sale, shippingKeptBy)),
    ),
    ...returned.map((back) => line({ ...back, at: back.acceptedAt }, returnEarning(back, shippingKeptBy))),
  ].sort((a, b) => b.deliveredAt.localeCompare(a.deliveredAt));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const net = sum(ledger.map((row) => row.net));
  const paidOut = sum(paid.map((payout) => payout.amount));
  const onHold = sum(ledger.filter((row) => row.onHold).map((row) => row.net));
  return {
    commissionRateBp,
    rules: moneyRules(settings),
    ledger,
    payouts: paid.map((payout) => ({
      id: payout.id,
      amount: payout.amount,
      note: payout.note,
      createdAt: payout.createdAt.toISOString(),
    })),
    totals: {
      gross: sum(ledger.map((row) => row.gross)),
      shipping: sum(ledger.map((row) => row.shipping)),
      commission: sum(ledger.map((row) => row.commission)),
      net,
      paidOut,
      balance: net - paidOut,
      onHold,
      payable: net - paidOut - onHold,
    },
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
