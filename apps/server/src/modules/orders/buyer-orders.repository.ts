import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, products, sellerOrders } from '../../db/schema';
import { orderLineColumns, shownToItsBuyer } from './orders.repository';
import { productListed } from '../catalogue/visibility.repository';

/** Reads of a buyer's own orders: every query is scoped by the buyer's id, and to the orders shown to them. */
export function createBuyerOrdersRepository(db: Executor) {
  return {
    async countOrders(buyerId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), shownToItsBuyer));
      return row?.total ?? 0;
    },

    listOrders(buyerId: string, limit: number, offset: number) {
      return db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          total: orders.total,
        })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), shownToItsBuyer))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
    },

    /** The seller orders' statuses of each order, for the status the buyer sees. */
    listStatuses(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({ orderId: sellerOrders.orderId, status: sellerOrders.status })
        .from(sellerOrders)
        .where(inArray(sellerOrders.orderId, orderIds));
    },

    listItemCounts(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({ orderId: orderItems.orderId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .groupBy(orderItems.orderId);
    },

    async findOrder(buyerId: string, orderId: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId), shownToItsBuyer))
        .limit(1);
      return row;
    },

    listItems(sellerOrderIds: string[]) {
      if (sellerOrderIds.length === 0) return Promise.resolve([]);
      return (
        db
          .select({ ...orderLineColumns, sellerOrderId: orderItems.sellerOrderId, productSlug: products.slug })
          .from(orderItems)
          // The line shows what was bought either way; it links to the product only while the shop shows it.
          .leftJoin(products, and(eq(products.id, orderItems.productId), productListed))
          .where(inArray(orderItems.sellerOrderId, sellerOrderIds))
          .orderBy(asc(orderItems.position), asc(orderItems.id))
      );
    },
  };
}
