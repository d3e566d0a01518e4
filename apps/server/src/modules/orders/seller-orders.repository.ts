import type { CancelledBy } from '@onsale/core/cancellation';
import type { Courier, ShipmentInput } from '@onsale/core/couriers';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import type { DeliveryStage, ReturnCondition } from '@onsale/core/parcel-events';
import { CASH_COLLECTABLE_STATUSES } from '@onsale/core/part-payment';
import { isUuid } from '@onsale/core/ids';
import { normalisePhone } from '@onsale/core/phone';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { notifications, orderItems, orders, phoneRecords, sellerOrders, sellerProfiles, users } from '../../db/schema';
import { inBagOrder, orderLineColumns, shownToItsBuyer } from './orders.repository';

export interface SellerOrderFilter {
  status?: SellerOrderStatus;
  /** order number, customer name or e-mail (substring), or an order's id */
  text?: string;
}

const summaryColumns = {
  id: sellerOrders.id,
  orderId: sellerOrders.orderId,
  orderNumber: orders.number,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  status: sellerOrders.status,
  // Only the seller's own lines count, even if an order's items were ever mixed up.
  itemCount:
    sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.sellerOrderId} = ${sellerOrders.id} and ${orderItems.sellerId} = ${sellerOrders.sellerId})`.mapWith(
      Number,
    ),
  subtotal: sellerOrders.subtotal,
  shipping: sellerOrders.shipping,
  discount: sellerOrders.discount,
  credit: sellerOrders.credit,
  paymentStatus: sellerOrders.paymentStatus,
  createdAt: sellerOrders.createdAt,
  confirmation: orders.confirmation,
};

/** The seller orders a seller is to pack: their order confirmed by its shopper, the part not yet handed to a courier. */
const TO_PACK_STATUSES: SellerOrderStatus[] = ['pending', 'processing'];
const orderConfirmed = sql`exists (select 1 from ${orders} where ${orders.id} = ${sellerOrders.orderId} and ${orders.confirmation} = 'confirmed')`;

/** What a status change does to the part's cash: collected at the door, or never charged. */
const PAYMENT_OF: Partial<Record<SellerOrderStatus, 'paid' | 'not_charged'>> = {
  delivered: 'paid',
  cancelled: 'not_charged',
  // a parcel refused at the door was never paid for
  refused: 'not_charged',
};

const TIMESTAMP_OF: Record<SellerOrderStatus, 'processingAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | null> = {
  pending: null,
  processing: 'processingAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  // when it was refused at the door is the part's last change
  refused: null,
};

export function createSellerOrdersRepository(db: Executor) {
  const where = (sellerId: string, filter: SellerOrderFilter): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [eq(sellerOrders.sellerId, sellerId)];
    if (filter.status) conditions.push(eq(sellerOrders.status, filter.status));
    if (filter.text) {
      const like = `%${escapeLike(filter.text)}%`;
      conditions.push(
        or(
          sql`${orders.number} ilike ${like}`,
          sql`${orders.customerName} ilike ${like}`,
          sql`${orders.customerEmail} ilike ${like}`,
          isUuid(filter.text) ? or(eq(orders.id, filter.text), eq(sellerOrders.id, filter.text)) : undefined,
        ),
      );
    }
    return and(...conditions);
  };

  return {
    list(sellerId: string, filter: SellerOrderFilter, limit: number, offset: number) {
      return db
        .select(summaryColumns)
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .where(where(sellerId, filter))
        .orderBy(desc(sellerOrders.createdAt), desc(sellerOrders.id))
        .limit(limit)
        .offset(offset);
    },

    async count(sellerId: string, filter: SellerOrderFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .where(where(sellerId, filter));
      return row?.n ?? 0;
    },

    /** The seller order with the buyer's delivery details; another seller's finds nothing. */
    async find(sellerId: string, sellerOrderId: string) {
      if (!isUuid(sellerOrderId)) return undefined;
      const [row] = await db
        .select({
          ...summaryColumns,
          buyerId: orders.buyerId,
          customerPhone: orders.customerPhone,
          address: orders.address,
          city: orders.city,
          state: orders.state,
          zip: orders.zip,
          landmark: orders.landmark,
          deliveryInstructions: orders.deliveryInstructions,
          paymentMethod: orders.paymentMethod,
          processingAt: sellerOrders.processingAt,
          shippedAt: sellerOrders.shippedAt,
          deliveredAt: sellerOrders.deliveredAt,
          cancelledAt: sellerOrders.cancelledAt,
          cancelledBy: sellerOrders.cancelledBy,
          cancelReason: sellerOrders.cancelReason,
          courier: sellerOrders.courier,
          courierName: sellerOrders.courierName,
          trackingNumber: sellerOrders.trackingNumber,
          deliveryStage: sellerOrders.deliveryStage,
          returnCheckedAt: sellerOrders.returnCheckedAt,
          returnCondition: sellerOrders.returnCondition,
        })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .where(and(eq(sellerOrders.id, sellerOrderId), eq(sellerOrders.sellerId, sellerId)))
        .limit(1);
      return row;
    },

    /** Only this seller's lines of the order. */
    items(sellerId: string, sellerOrderId: string) {
      return db
        .select(orderLineColumns)
        .from(orderItems)
        .where(and(eq(orderItems.sellerOrderId, sellerOrderId), eq(orderItems.sellerId, sellerId)))
        .orderBy(asc(orderItems.position), asc(orderItems.id));
    },

    /**
     * Reads the seller order and holds its row until the transaction ends, so two changes queue up.
     * With a seller, another seller's order is not found.
     */
    async lockForStatusChange(sellerOrderId: string, sellerId?: string, orderId?: string) {
      if (!isUuid(sellerOrderId) || (orderId !== undefined && !isUuid(orderId))) return undefined;
      const [row] = await db
        .select({
          status: sellerOrders.status,
          sellerId: sellerOrders.sellerId,
          orderId: sellerOrders.orderId,
          confirmation: orders.confirmation,
          deliveryStage: sellerOrders.deliveryStage,
          returnCheckedAt: sellerOrders.returnCheckedAt,
          buyerId: orders.buyerId,
          credit: sellerOrders.credit,
        })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .where(
          and(
            eq(sellerOrders.id, sellerOrderId),
            sellerId === undefined ? undefined : eq(sellerOrders.sellerId, sellerId),
            orderId === undefined ? undefined : eq(sellerOrders.orderId, orderId),
          ),
        )
        .for('update', { of: sellerOrders });
      return row;
    },

    /**
     * Moves the order only if it is still in one of `from`: of two requests racing, one changes it
     * and the other finds nothing to change; a part of an order not confirmed by its shopper moves
     * only to cancelled. Stamps the time of the new status; a cancel also keeps
     * who cancelled and why, and the part's cash is then never charged; Shipped keeps its courier
     * and tracking number.
     */
    async changeStatus(
      sellerOrderId: string,
      from: SellerOrderStatus[],
      to: SellerOrderStatus,
      cancellation?: { cancelledBy: CancelledBy; reason: string },
      shipment?: ShipmentInput,
    ): Promise<boolean> {
      const now = new Date();
      const stamp = TIMESTAMP_OF[to];
      const cancelled =
        to === 'cancelled' && cancellation
          ? { cancelledBy: cancellation.cancelledBy, cancelReason: cancellation.reason }
          : {};
      const payment = PAYMENT_OF[to];
      // The part's payment moves with its status, in the same statement: delivered is paid (the
      // time the admin recorded it by hand kept), cancelled is never charged.
      const paymentColumns =
        payment === 'paid'
          ? {
              paymentStatus: payment,
              cashCollectedAt: sql`coalesce(${sellerOrders.cashCollectedAt}, ${now.toISOString()}::timestamptz)`,
            }
          : payment
            ? { paymentStatus: payment }
            : {};
      const rows = await db
        .update(sellerOrders)
        .set({
          status: to,
          updatedAt: now,
          ...(stamp ? { [stamp]: now } : {}),
          ...paymentColumns,
          ...cancelled,
          ...(to === 'shipped' && shipment ? shipment : {}),
          // a parcel with the courier has a delivery stage until it is delivered or refused
          deliveryStage: to === 'shipped' ? 'with_courier' : null,
        })
        .where(
          and(
            eq(sellerOrders.id, sellerOrderId),
            inArray(sellerOrders.status, from),
            // Only a cancel may touch a part whose order its shopper has not confirmed.
            to === 'cancelled' ? undefined : orderConfirmed,
          ),
        )
        .returning({ id: sellerOrders.id });
      return rows.length > 0;
    },

    /**
     * Moves a shipped parcel to its next delivery stage (core's parcel-events) only if it is still
     * shipped and in one of `from`: of two updates racing, one moves it and the other finds nothing.
     */
    async moveDeliveryStage(sellerOrderId: string, from: DeliveryStage[], to: DeliveryStage): Promise<boolean> {
      const rows = await db
        .update(sellerOrders)
        .set({ deliveryStage: to, updatedAt: new Date() })
        .where(
          and(
            eq(sellerOrders.id, sellerOrderId),
            eq(sellerOrders.status, 'shipped'),
            inArray(sellerOrders.deliveryStage, from),
          ),
        )
        .returning({ id: sellerOrders.id });
      return rows.length > 0;
    },

    /**
     * A parcel returned to sender checked back in by its seller, once: only if it is refused and
     * not yet checked, so of two checks racing one writes and the other finds nothing.
     */
    async checkReturnedParcel(sellerOrderId: string, condition: ReturnCondition): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(sellerOrders)
        .set({ returnCheckedAt: now, returnCondition: condition, updatedAt: now })
        .where(
          and(
            eq(sellerOrders.id, sellerOrderId),
            eq(sellerOrders.status, 'refused'),
            isNull(sellerOrders.returnCheckedAt),
          ),
        )
        .returning({ id: sellerOrders.id });
      return rows.length > 0;
    },

    /** The part a courier sent with this tracking number (the latest, should a number be used twice). */
    async findByTrackingNumber(courier: Courier, trackingNumber: string) {
      const [row] = await db
        .select({ id: sellerOrders.id, status: sellerOrders.status })
        .from(sellerOrders)
        .where(and(eq(sellerOrders.courier, courier), eq(sellerOrders.trackingNumber, trackingNumber)))
        .orderBy(desc(sellerOrders.shippedAt))
        .limit(1);
      return row;
    },

    /** What the buyer is told about a seller order: its order, its lines and whose they are. */
    async statusNotice(sellerOrderId: string) {
      const [row] = await db
        .select({
          orderId: orders.id,
          orderNumber: orders.number,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          sellerBrand: sellerProfiles.brandName,
          subtotal: sellerOrders.subtotal,
          shipping: sellerOrders.shipping,
          discount: sellerOrders.discount,
          credit: sellerOrders.credit,
          paymentStatus: sellerOrders.paymentStatus,
          courier: sellerOrders.courier,
          courierName: sellerOrders.courierName,
          trackingNumber: sellerOrders.trackingNumber,
        })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
        .where(eq(sellerOrders.id, sellerOrderId));
      if (!row) return undefined;
      const items = await db
        .select({
          name: orderItems.name,
          brand: orderItems.brandName,
          quantity: orderItems.quantity,
          total: orderItems.total,
        })
        .from(orderItems)
        .where(eq(orderItems.sellerOrderId, sellerOrderId))
        .orderBy(asc(orderItems.position), asc(orderItems.id));
      return { ...row, items };
    },

    /** The seller orders of these orders, oldest first, each with its seller's brand (none for the marketplace's own items) and the times it moved on. */
    partsOfOrders(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: sellerOrders.id,
          orderId: sellerOrders.orderId,
          sellerId: sellerOrders.sellerId,
          sellerName: sellerProfiles.brandName,
          status: sellerOrders.status,
          subtotal: sellerOrders.subtotal,
          shipping: sellerOrders.shipping,
          discount: sellerOrders.discount,
          credit: sellerOrders.credit,
          paymentStatus: sellerOrders.paymentStatus,
          cashCollectedAt: sellerOrders.cashCollectedAt,
          processingAt: sellerOrders.processingAt,
          shippedAt: sellerOrders.shippedAt,
          deliveredAt: sellerOrders.deliveredAt,
          cancelledAt: sellerOrders.cancelledAt,
          cancelledBy: sellerOrders.cancelledBy,
          cancelReason: sellerOrders.cancelReason,
          courier: sellerOrders.courier,
          courierName: sellerOrders.courierName,
          trackingNumber: sellerOrders.trackingNumber,
          deliveryStage: sellerOrders.deliveryStage,
          returnCheckedAt: sellerOrders.returnCheckedAt,
          returnCondition: sellerOrders.returnCondition,
          updatedAt: sellerOrders.updatedAt,
        })
        .from(sellerOrders)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
        .where(inArray(sellerOrders.orderId, orderIds))
        .orderBy(asc(sellerOrders.orderId), ...inBagOrder);
    },

    /** The statuses of every seller order of an order: what the buyer's status of it is made of. */
    async orderPartStatuses(orderId: string): Promise<string[]> {
      const rows = await db
        .select({ status: sellerOrders.status })
        .from(sellerOrders)
        .where(eq(sellerOrders.orderId, orderId));
      return rows.map((row) => row.status);
    },

    /**
     * A part delivered: one more delivery on its order's phone record, in the status change's
     * transaction (a row made for a phone seen the first time).
     */
    async countDelivery(orderId: string): Promise<void> {
      const [order] = await db
        .select({ phone: orders.phone, customerPhone: orders.customerPhone })
        .from(orders)
        .where(eq(orders.id, orderId));
      // An order placed before checkout kept the normalised phone has only the number as typed.
      const phone = order ? order.phone || normalisePhone(order.customerPhone) : '';
      if (phone.length < 2) return;
      await db
        .insert(phoneRecords)
        .values({ phone, delivered: 1 })
        .onConflictDoUpdate({
          target: phoneRecords.phone,
          set: { delivered: sql`${phoneRecords.delivered} + 1`, updatedAt: new Date() },
        });
    },

    /**
     * The admin records a parcel's cash as collected: only a part of this order that is shipped or
     * delivered and still pending payment, in one conditional statement, so a second record finds
     * nothing to change. Answers the part as it was when nothing changed (undefined: no such part).
     */
    async recordCashCollected(orderId: string, sellerOrderId: string) {
      const now = new Date();
      const [changed] = await db
        .update(sellerOrders)
        .set({ paymentStatus: 'paid', cashCollectedAt: now, updatedAt: now })
        .where(
          and(
            eq(sellerOrders.id, sellerOrderId),
            eq(sellerOrders.orderId, orderId),
            inArray(sellerOrders.status, [...CASH_COLLECTABLE_STATUSES]),
            eq(sellerOrders.paymentStatus, 'pending'),
          ),
        )
        .returning({ sellerId: sellerOrders.sellerId, status: sellerOrders.status });
      if (changed) return { changed: true as const, ...changed };
      const [current] = await db
        .select({ status: sellerOrders.status, paymentStatus: sellerOrders.paymentStatus })
        .from(sellerOrders)
        .where(and(eq(sellerOrders.id, sellerOrderId), eq(sellerOrders.orderId, orderId)));
      return current ? { changed: false as const, ...current } : undefined;
    },

    /** How many confirmed parts this seller has still to pack or hand to a courier: the menu's "To pack: N". */
    async toPackCount(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sellerOrders)
        .where(
          and(eq(sellerOrders.sellerId, sellerId), inArray(sellerOrders.status, TO_PACK_STATUSES), orderConfirmed),
        );
      return row?.n ?? 0;
    },

    /**
     * Claims the confirmed parts whose seller has not been told yet (of one order, or all), marking
     * them told in the same statement: of two nodes running it at once, each part is claimed by one.
     * The marketplace's own parts are claimed too, and nobody is told of them.
     */
    claimUntoldParts(orderId?: string) {
      return db
        .update(sellerOrders)
        .set({ sellerNotifiedAt: sql`now()` })
        .where(
          and(
            isNull(sellerOrders.sellerNotifiedAt),
            orderConfirmed,
            orderId === undefined ? undefined : eq(sellerOrders.orderId, orderId),
          ),
        )
        .returning({
          id: sellerOrders.id,
          orderId: sellerOrders.orderId,
          sellerId: sellerOrders.sellerId,
          subtotal: sellerOrders.subtotal,
          shipping: sellerOrders.shipping,
          discount: sellerOrders.discount,
          credit: sellerOrders.credit,
        });
    },

    /** What a seller is told of new parts: the order's number, the seller's address and name, and their lines. */
    async partNotices(sellerOrderIds: string[]) {
      if (sellerOrderIds.length === 0) return [];
      const [parts, items] = await Promise.all([
        db
          .select({
            id: sellerOrders.id,
            sellerId: sellerOrders.sellerId,
            orderNumber: orders.number,
            sellerEmail: users.email,
            sellerFirstName: users.firstName,
            brandName: sellerProfiles.brandName,
          })
          .from(sellerOrders)
          .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
          .innerJoin(users, eq(users.id, sellerOrders.sellerId))
          .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
          .where(inArray(sellerOrders.id, sellerOrderIds)),
        db
          .select({
            sellerOrderId: orderItems.sellerOrderId,
            name: orderItems.name,
            quantity: orderItems.quantity,
            size: orderItems.size,
            color: orderItems.color,
          })
          .from(orderItems)
          .where(inArray(orderItems.sellerOrderId, sellerOrderIds))
          .orderBy(asc(orderItems.position), asc(orderItems.id)),
      ]);
      return parts.map((part) => ({ ...part, items: items.filter((item) => item.sellerOrderId === part.id) }));
    },

    /**
     * Every seller's confirmed parts still not shipped `olderThanMs` after their order was
     * confirmed, oldest first: the daily reminder.
     */
    lateToShip(olderThanMs: number) {
      const before = new Date(Date.now() - olderThanMs).toISOString();
      return db
        .select({
          id: sellerOrders.id,
          sellerId: sellerOrders.sellerId,
          sellerEmail: users.email,
          sellerFirstName: users.firstName,
          brandName: sellerProfiles.brandName,
          orderNumber: orders.number,
          status: sellerOrders.status,
          confirmedAt: sql<Date>`coalesce(${orders.confirmedAt}, ${orders.createdAt})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
        })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .innerJoin(users, eq(users.id, sellerOrders.sellerId))
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
        .where(
          and(
            inArray(sellerOrders.status, TO_PACK_STATUSES),
            eq(orders.confirmation, 'confirmed'),
            sql`coalesce(${orders.confirmedAt}, ${orders.createdAt}) < ${before}::timestamptz`,
          ),
        )
        .orderBy(asc(sql`coalesce(${orders.confirmedAt}, ${orders.createdAt})`), asc(sellerOrders.id));
    },

    /**
     * Tells the order's buyer, in their notifications, when the order shows in their account (see
     * shownToItsBuyer): a guest order waits for its e-mail to be proven, or its number would reach
     * whoever opened an account with somebody else's e-mail. The e-mail to the order's address goes regardless.
     */
    async notifyBuyer(
      orderId: string,
      values: { kind: string; title: string; body: string; link: string },
    ): Promise<void> {
      const [order] = await db
        .select({ buyerId: orders.buyerId })
        .from(orders)
        .where(and(eq(orders.id, orderId), shownToItsBuyer));
      if (order) await db.insert(notifications).values({ ...values, userId: order.buyerId });
    },

    /** The e-mail of an order's shopper, for news of the order they may read (not a guest's order still hidden from its account). */
    async customerEmailOf(orderId: string): Promise<string | undefined> {
      const [order] = await db.select({ email: orders.customerEmail }).from(orders).where(eq(orders.id, orderId));
      return order?.email;
    },

    /** Tells a seller, in their notifications, about their order; answers their e-mail for the same news. */
    async notifySeller(
      sellerId: string,
      values: { kind: string; title: string; body: string; link: string },
    ): Promise<string | undefined> {
      const [seller] = await db.select({ email: users.email }).from(users).where(eq(users.id, sellerId));
      if (!seller) return undefined;
      await db.insert(notifications).values({ ...values, userId: sellerId });
      return seller.email;
    },
  };
}

export type SellerOrderDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSellerOrdersRepository>['find']>>
>;
