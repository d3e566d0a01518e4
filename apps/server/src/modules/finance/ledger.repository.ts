import type { LedgerKind } from '@onsale/core/finance';
import { returnEarning, saleEarning, payableFrom } from '@onsale/core/seller-money';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, returns, sellerLedgerEntries, sellerOrders } from '../../db/schema';
import { readShopSettings } from '../settings/settings.service';

export type LedgerRow = Awaited<ReturnType<ReturnType<typeof createLedgerRepository>['entries']>>[number];

/**
 * A seller's ledger (decision 0063): each line written once, in the transaction of what it records
 * (a delivery, a return's inspection, an admin's adjustment, a payout made or failed); a second
 * write of the same event finds its line there and writes nothing. The balance is the sum of the lines.
 */
export function createLedgerRepository(db: Executor) {
  const columns = {
    id: sellerLedgerEntries.id,
    kind: sellerLedgerEntries.kind,
    sellerOrderId: sellerLedgerEntries.sellerOrderId,
    orderNumber: orders.number,
    returnNumber: returns.number,
    payoutId: sellerLedgerEntries.payoutId,
    note: sellerLedgerEntries.note,
    at: sellerLedgerEntries.at,
    gross: sellerLedgerEntries.gross,
    shipping: sellerLedgerEntries.shipping,
    commissionRateBp: sellerLedgerEntries.commissionRateBp,
    commission: sellerLedgerEntries.commission,
    net: sellerLedgerEntries.net,
    payableAt: sellerLedgerEntries.payableAt,
  };
  const withNumbers = () =>
    db
      .select(columns)
      .from(sellerLedgerEntries)
      .leftJoin(sellerOrders, eq(sellerOrders.id, sellerLedgerEntries.sellerOrderId))
      .leftJoin(orders, eq(orders.id, sellerOrders.orderId))
      .leftJoin(returns, eq(returns.id, sellerLedgerEntries.returnId));

  return {
    /** A delivered part's earning by the money rules in force now, payable after the return window. */
    async recordSale(sellerOrderId: string, now = new Date()): Promise<void> {
      const [part] = await db
        .select({
          sellerId: sellerOrders.sellerId,
          subtotal: sellerOrders.subtotal,
          shipping: sellerOrders.shipping,
          discount: sellerOrders.discount,
          commissionRateBp: sellerOrders.commissionRateBp,
          deliveredAt: sellerOrders.deliveredAt,
        })
        .from(sellerOrders)
        .where(eq(sellerOrders.id, sellerOrderId));
      // The marketplace's own parts earn no seller anything.
      if (!part?.sellerId) return;
      const { shippingKeptBy, returnWindowDays } = await readShopSettings(db);
      const at = part.deliveredAt ?? now;
      await db
        .insert(sellerLedgerEntries)
        .values({
          sellerId: part.sellerId,
          kind: 'sale',
          sellerOrderId,
          commissionRateBp: part.commissionRateBp,
          ...saleEarning(part, shippingKeptBy),
          at,
          payableAt: payableFrom(at, returnWindowDays),
        })
        .onConflictDoNothing();
    },

    /** A return accepted for a refund gives back its items and their commission, at once. */
    async recordReturn(returnId: string, now = new Date()): Promise<void> {
      const [back] = await db
        .select({
          sellerId: returns.sellerId,
          sellerOrderId: returns.sellerOrderId,
          itemsPrice: sql<number>`(${orderItems.price} * coalesce(${returns.acceptedQuantity}, 0))::int`.mapWith(
            Number,
          ),
          goods: returns.goodsAmount,
          shippingRefunded: sql<number>`(${returns.amount} - ${returns.goodsAmount})::int`.mapWith(Number),
          commissionRateBp: sellerOrders.commissionRateBp,
        })
        .from(returns)
        .innerJoin(sellerOrders, eq(sellerOrders.id, returns.sellerOrderId))
        .innerJoin(orderItems, eq(orderItems.id, returns.orderItemId))
        .where(eq(returns.id, returnId));
      if (!back?.sellerId || back.goods <= 0) return;
      const { shippingKeptBy } = await readShopSettings(db);
      await db
        .insert(sellerLedgerEntries)
        .values({
          sellerId: back.sellerId,
          kind: 'return',
          sellerOrderId: back.sellerOrderId,
          returnId,
          commissionRateBp: back.commissionRateBp,
          ...returnEarning(back, shippingKeptBy),
          at: now,
          payableAt: now,
        })
        .onConflictDoNothing();
    },

    /** An admin's adjustment, a payout's amount taken, or a failed payout's given back: payable at once. */
    async add(values: {
      sellerId: string;
      kind: Extract<LedgerKind, 'adjustment' | 'payout' | 'payout_returned'>;
      net: number;
      note?: string;
      payoutId?: string;
      createdBy?: string | null;
      at?: Date;
    }): Promise<boolean> {
      const at = values.at ?? new Date();
      const rows = await db
        .insert(sellerLedgerEntries)
        .values({ ...values, at, payableAt: at })
        .onConflictDoNothing()
        .returning({ id: sellerLedgerEntries.id });
      return rows.length > 0;
    },

    /** Every line of a seller's, newest first. */
    async entries(sellerId: string) {
      return withNumbers()
        .where(eq(sellerLedgerEntries.sellerId, sellerId))
        .orderBy(desc(sellerLedgerEntries.at), desc(sellerLedgerEntries.createdAt));
    },

    /** The lines that became payable in [from, to), in order. */
    async payableBetween(sellerId: string, from: Date, to: Date) {
      return withNumbers()
        .where(
          and(
            eq(sellerLedgerEntries.sellerId, sellerId),
            gte(sellerLedgerEntries.payableAt, from),
            lt(sellerLedgerEntries.payableAt, to),
          ),
        )
        .orderBy(asc(sellerLedgerEntries.payableAt), asc(sellerLedgerEntries.createdAt));
    },

    /** What each seller may be paid now: the sum of their lines payable by `now`. */
    async payableBalances(sellerIds: string[], now = new Date()): Promise<Map<string, number>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await db
        .select({
          sellerId: sellerLedgerEntries.sellerId,
          payable: sql<number>`coalesce(sum(${sellerLedgerEntries.net}), 0)::int`.mapWith(Number),
        })
        .from(sellerLedgerEntries)
        .where(and(inArray(sellerLedgerEntries.sellerId, sellerIds), lte(sellerLedgerEntries.payableAt, now)))
        .groupBy(sellerLedgerEntries.sellerId);
      return new Map(rows.map((row) => [row.sellerId, row.payable]));
    },

    /** The sellers whose payable balance is at least `minimum`. */
    async sellersOwedAtLeast(minimum: number, now = new Date()) {
      return db
        .select({
          sellerId: sellerLedgerEntries.sellerId,
          payable: sql<number>`sum(${sellerLedgerEntries.net})::int`.mapWith(Number),
        })
        .from(sellerLedgerEntries)
        .where(lte(sellerLedgerEntries.payableAt, now))
        .groupBy(sellerLedgerEntries.sellerId)
        .having(sql`sum(${sellerLedgerEntries.net}) >= ${minimum}`);
    },
  };
}
