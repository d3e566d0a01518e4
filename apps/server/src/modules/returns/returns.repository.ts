import type { ReturnListFilter } from '@onsale/core/contracts/returns';
import { FINISHED_RETURN_STATUSES, type ReturnStatus } from '@onsale/core/returns';
import { isUuid } from '@onsale/core/ids';
import { and, asc, count, desc, eq, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  categories,
  orderItems,
  orders,
  products,
  productVariants,
  returnNumberSequence,
  returns,
  sellerOrders,
  sellerProfiles,
} from '../../db/schema';
import { orderLineColumns } from '../orders/orders.repository';

export type ReturnRow = typeof returns.$inferSelect;
export type NewReturn = Omit<typeof returns.$inferInsert, 'id' | 'number'>;

/** Whose returns a caller may see: the shopper's own, the seller's own, or every one (an admin). */
export type ReturnScope = { buyerId: string } | { sellerId: string } | { admin: true };

function scoped(scope: ReturnScope): SQL | undefined {
  if ('buyerId' in scope) return eq(returns.buyerId, scope.buyerId);
  if ('sellerId' in scope) return eq(returns.sellerId, scope.sellerId);
  return undefined;
}

/** A return not yet finished: its item is still on its way somewhere, or its money still owed. */
const open = notInArray(returns.status, [...FINISHED_RETURN_STATUSES]);
/** A refund not paid by its due day. */
export const pastDue = sql<boolean>`(${returns.status} in ('received', 'inspected') and ${returns.refundDueAt} < now())`;

const FILTERS: Record<ReturnListFilter, SQL | undefined> = {
  open,
  past_due: pastDue,
  escalated: eq(returns.status, 'escalated'),
  all: undefined,
};

/** A return with what every page shows of it: its item, order, customer and seller. */
const viewColumns = {
  row: returns,
  orderNumber: orders.number,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  sellerName: sellerProfiles.brandName,
  item: orderLineColumns,
  pastDue,
};

export type ReturnView = {
  row: ReturnRow;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  sellerName: string | null;
  item: {
    id: string;
    productId: string | null;
    name: string;
    brandName: string;
    image: string;
    price: number;
    quantity: number;
    size: string;
    color: string;
    total: number;
  };
  pastDue: boolean;
};

/** How many of each item are taken by returns not withdrawn. */
const returnedOfItem = (itemId: SQL | typeof orderItems.id) =>
  sql<number>`coalesce((select sum(${returns.quantity}) from ${returns} where ${returns.orderItemId} = ${itemId} and ${returns.status} <> 'withdrawn'), 0)::int`;

/** The only writer of `returns` (core's returns): every status change is one conditional UPDATE. */
export function createReturnsRepository(db: Executor) {
  const view = () =>
    db
      .select(viewColumns)
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(orderItems, eq(orderItems.id, returns.orderItemId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, returns.sellerId));

  return {
    /**
     * A bought item as a return needs it, locked against a second request of the same item: the
     * line, its parcel (delivered when), its order (whose), its product (sizes, the beauty rule),
     * and how many of it are already being returned. Undefined for an item that is not the shopper's.
     */
    async itemForReturn(itemId: string, buyerId: string) {
      if (!isUuid(itemId)) return undefined;
      const [row] = await db
        .select({
          item: { ...orderLineColumns, position: orderItems.position },
          orderId: orders.id,
          orderNumber: orders.number,
          customerName: orders.customerName,
          sellerOrderId: sellerOrders.id,
          sellerId: sellerOrders.sellerId,
          sellerName: sellerProfiles.brandName,
          partStatus: sellerOrders.status,
          partDiscount: sellerOrders.discount,
          deliveredAt: sellerOrders.deliveredAt,
          productSlug: products.slug,
          productSizes: products.sizes,
          topCategorySlug: categories.slug,
          categorySlug: sql<string | null>`(select c.slug from ${categories} c where c.id = ${products.categoryId})`,
          returned: returnedOfItem(orderItems.id),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
        .leftJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(categories, eq(categories.id, products.topCategoryId))
        .where(and(eq(orderItems.id, itemId), eq(orders.buyerId, buyerId)))
        .for('update', { of: orderItems });
      return row;
    },

    /** The totals of a parcel's lines, in the order they were bought: how its coupon discount is shared out. */
    async partLineTotals(sellerOrderId: string) {
      return db
        .select({ id: orderItems.id, total: orderItems.total })
        .from(orderItems)
        .where(eq(orderItems.sellerOrderId, sellerOrderId))
        .orderBy(asc(orderItems.position), asc(orderItems.id));
    },

    /** A product's stock per size in one colour (the item's), for the sizes an exchange may offer. */
    async stockBySize(productId: string, color: string) {
      return db
        .select({ size: productVariants.size, stock: productVariants.stock })
        .from(productVariants)
        .where(and(eq(productVariants.productId, productId), eq(productVariants.color, color)));
    },

    /** Whether a product whose stock is not split has any. */
    async productInStock(productId: string): Promise<boolean> {
      const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      return (row?.stock ?? 0) > 0;
    },

    async insert(values: NewReturn): Promise<ReturnRow> {
      const [row] = await db
        .insert(returns)
        .values({
          ...values,
          number: sql`'RT-' || lpad(nextval(${sql.raw(`'${returnNumberSequence.seqName}'`)})::text, 6, '0')`,
        })
        .returning();
      return row!;
    },

    /** The return, locked until the transaction ends, if the caller may see it. */
    async lock(id: string, scope: ReturnScope): Promise<ReturnRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(returns)
        .where(and(eq(returns.id, id), scoped(scope)))
        .for('update');
      return row;
    },

    /**
     * Moves a return only if it is still in one of `from` (core's action): of two callers racing,
     * one moves it and the other finds nothing to move. Answers the row as moved.
     */
    async move(
      id: string,
      from: readonly ReturnStatus[],
      to: ReturnStatus,
      values: Partial<Omit<typeof returns.$inferInsert, 'id' | 'status'>> = {},
    ): Promise<ReturnRow | undefined> {
      const [row] = await db
        .update(returns)
        .set({ ...values, status: to, updatedAt: new Date() })
        .where(and(eq(returns.id, id), inArray(returns.status, [...from])))
        .returning();
      return row;
    },

    async find(id: string, scope: ReturnScope): Promise<ReturnView | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await view().where(and(eq(returns.id, id), scoped(scope)));
      return row;
    },

    async list(scope: ReturnScope, filter: ReturnListFilter, limit: number, offset: number) {
      const where = and(scoped(scope), FILTERS[filter]);
      const [rows, [total]] = await Promise.all([
        view().where(where).orderBy(desc(returns.createdAt), desc(returns.id)).limit(limit).offset(offset),
        db.select({ count: count() }).from(returns).where(where),
      ]);
      return { rows: rows as ReturnView[], total: total?.count ?? 0 };
    },

    /** The returns of some items, for the order pages: each item's returns, oldest first. */
    async ofItems(itemIds: readonly string[]) {
      if (itemIds.length === 0) return [];
      return db
        .select({
          id: returns.id,
          number: returns.number,
          status: returns.status,
          orderItemId: returns.orderItemId,
          quantity: returns.quantity,
        })
        .from(returns)
        .where(and(inArray(returns.orderItemId, [...itemIds]), ne(returns.status, 'withdrawn')))
        .orderBy(asc(returns.createdAt));
    },

    /** Requests the seller has not answered in time: the job approves those whose reason allows it. */
    async unanswered(now: Date, limit = 100) {
      return db
        .select({ id: returns.id, reason: returns.reason })
        .from(returns)
        .where(and(eq(returns.status, 'requested'), lt(returns.answerDueAt, now)))
        .orderBy(asc(returns.answerDueAt))
        .limit(limit);
    },

    /** Open returns of a seller (null: the marketplace's own), for the inbox's badge. */
    async openCount(sellerId: string) {
      const [row] = await db
        .select({ count: count() })
        .from(returns)
        .where(and(eq(returns.sellerId, sellerId), open));
      return row?.count ?? 0;
    },
  };
}
