import type { AdminOrdersQuery } from '@onsale/core/contracts/admin';
import { and, asc, count, desc, eq, exists, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { orderItems, orders, sellerOrders } from '../../db/schema';
import { orderLineColumns } from '../orders/orders.repository';
import { shopDayStart } from './shop-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every order of the shop, for the admin: found by a seller order's status or seller, the day placed, or the customer. */
export function createAdminOrdersRepository(db: Executor) {
  function whereOf(query: AdminOrdersQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    const part = (condition: SQL) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(sellerOrders)
          .where(and(eq(sellerOrders.orderId, orders.id), condition)),
      );
    if (query.status) conditions.push(part(eq(sellerOrders.status, query.status)));
    if (query.sellerId) conditions.push(part(eq(sellerOrders.sellerId, query.sellerId)));
    if (query.from) conditions.push(gte(orders.createdAt, shopDayStart(query.from)));
    if (query.to) conditions.push(lt(orders.createdAt, new Date(shopDayStart(query.to).getTime() + DAY_MS)));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      conditions.push(
        or(ilike(orders.number, like), ilike(orders.customerName, like), ilike(orders.customerEmail, like)),
      );
    }
    return and(...conditions);
  }

  return {
    list(query: AdminOrdersQuery) {
      return db
        .select()
        .from(orders)
        .where(whereOf(query))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
    },

    async count(query: AdminOrdersQuery): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders).where(whereOf(query));
      return row?.n ?? 0;
    },

    async find(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return order;
    },

    items(orderId: string) {
      return db
        .select({ ...orderLineColumns, sellerOrderId: orderItems.sellerOrderId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position), asc(orderItems.id));
    },
  };
}
