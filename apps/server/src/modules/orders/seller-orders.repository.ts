import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import { isUuid } from '@onsale/core/ids';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { notifications, orderItems, orders, sellerOrders, sellerProfiles } from '../../db/schema';
import { orderLineColumns, shownToItsBuyer } from './orders.repository';

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
  createdAt: sellerOrders.createdAt,
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
    async lockForStatusChange(sellerOrderId: string, sellerId?: string) {
      if (!isUuid(sellerOrderId)) return undefined;
      const [row] = await db
        .select({ status: sellerOrders.status, sellerId: sellerOrders.sellerId, orderId: sellerOrders.orderId })
        .from(sellerOrders)
        .where(
          and(
            eq(sellerOrders.id, sellerOrderId),
            sellerId === undefined ? undefined : eq(sellerOrders.sellerId, sellerId),
          ),
        )
        .for('update');
      return row;
    },

    /**
     * Moves the order only if it is still in one of `from`: of two requests racing, one changes it
     * and the other finds nothing to change. Stamps the time of the new status.
     */
    async changeStatus(sellerOrderId: string, from: SellerOrderStatus[], to: SellerOrderStatus): Promise<boolean> {
      const now = new Date();
      const stamp = TIMESTAMP_OF[to];
      const rows = await db
        .update(sellerOrders)
        .set({
          status: to,
          updatedAt: now,
          ...(stamp ? { [stamp]: now } : {}),
          // A parcel refused at the door was never paid for.
          ...(to === 'refused' ? { paymentStatus: 'not_charged' as const } : {}),
        })
        .where(and(eq(sellerOrders.id, sellerOrderId), inArray(sellerOrders.status, from)))
        .returning({ id: sellerOrders.id });
      return rows.length > 0;
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
          processingAt: sellerOrders.processingAt,
          shippedAt: sellerOrders.shippedAt,
          deliveredAt: sellerOrders.deliveredAt,
          cancelledAt: sellerOrders.cancelledAt,
          updatedAt: sellerOrders.updatedAt,
        })
        .from(sellerOrders)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
        .where(inArray(sellerOrders.orderId, orderIds))
        .orderBy(asc(sellerOrders.createdAt), asc(sellerOrders.id));
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
  };
}

export type SellerOrderDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSellerOrdersRepository>['find']>>
>;
