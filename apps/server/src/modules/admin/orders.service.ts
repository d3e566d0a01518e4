import type { AdminOrder, AdminOrdersQuery, AdminOrderSummary, AdminSellerOrder } from '@onsale/core/contracts/admin';
import { buyerOrderStatus } from '@onsale/core/order-status';
import { sellerOrderStatusesBefore, sellerOrderStatusRefusal, type SellerOrderStatus } from '@onsale/core/seller-order-status';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, sellerOrders, sellerProfiles } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { enqueueEmail } from '../mail/outbox.repository';
import { orderStatusEmail, orderStatusMessage } from '../sellers/seller-emails';
import { createSellerOrdersRepository } from '../sellers/seller-orders.repository';
import { escapeLike } from './admin-products.repository';
import { recordAudit } from '../audit/audit-log';
import { shopDayStart } from './shop-time';

const ORDER_NOT_FOUND = 'Order not found';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Items the marketplace sells itself (imported and manual products) have no seller. */
export const MARKETPLACE_SELLER_NAME = 'OnSale';

const STAMP: Record<SellerOrderStatus, 'processingAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | null> = {
  pending: null,
  processing: 'processingAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};

export function createAdminOrdersService(db: Database, options: { publicUrl: string; catalogueChanged: CatalogueChanged }) {
  function whereOf(query: AdminOrdersQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    const part = (condition: SQL) => exists(db.select({ one: sql`1` }).from(sellerOrders).where(and(eq(sellerOrders.orderId, orders.id), condition)));
    if (query.status) conditions.push(part(eq(sellerOrders.status, query.status)));
    if (query.sellerId) conditions.push(part(eq(sellerOrders.sellerId, query.sellerId)));
    if (query.from) conditions.push(gte(orders.createdAt, shopDayStart(query.from)));
    if (query.to) conditions.push(lt(orders.createdAt, new Date(shopDayStart(query.to).getTime() + DAY_MS)));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      conditions.push(or(ilike(orders.number, like), ilike(orders.customerName, like), ilike(orders.customerEmail, like)));
    }
    return and(...conditions);
  }

  async function sellerOrdersOf(orderIds: string[]) {
    if (orderIds.length === 0) return [];
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
        updatedAt: sellerOrders.updatedAt,
      })
      .from(sellerOrders)
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
      .where(inArray(sellerOrders.orderId, orderIds))
      .orderBy(asc(sellerOrders.createdAt), asc(sellerOrders.id));
  }

  async function detail(orderId: string): Promise<AdminOrder> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [parts, items] = await Promise.all([
      sellerOrdersOf([orderId]),
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    ]);
    const sellerOrderViews: AdminSellerOrder[] = parts.map((part) => ({
      id: part.id,
      sellerId: part.sellerId,
      sellerName: part.sellerName ?? MARKETPLACE_SELLER_NAME,
      status: part.status,
      subtotal: part.subtotal,
      shipping: part.shipping,
      discount: part.discount,
      updatedAt: part.updatedAt.toISOString(),
      items: items
        .filter((item) => item.sellerOrderId === part.id)
        .map((item) => ({ id: item.id, productId: item.productId, name: item.name, brand: item.brandName, image: item.image, price: item.price, quantity: item.quantity, size: item.size, color: item.color, total: item.total })),
    }));
    return {
      id: order.id,
      number: order.number,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      address: order.address,
      city: order.city,
      state: order.state,
      zip: order.zip,
      paymentStatus: order.paymentStatus,
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      total: order.total,
      couponCode: order.couponCode,
      createdAt: order.createdAt.toISOString(),
      status: buyerOrderStatus(parts.map((part) => part.status)),
      sellerOrders: sellerOrderViews,
    };
  }

  return {
    async list(query: AdminOrdersQuery): Promise<{ data: AdminOrderSummary[]; page: number; pageSize: number; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(whereOf(query))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(orders).where(whereOf(query)),
      ]);
      const parts = await sellerOrdersOf(rows.map((r) => r.id));
      return {
        data: rows.map((order) => {
          const own = parts.filter((p) => p.orderId === order.id);
          return {
            id: order.id,
            number: order.number,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            total: order.total,
            createdAt: order.createdAt.toISOString(),
            status: buyerOrderStatus(own.map((p) => p.status)),
            sellerOrders: own.map((p) => ({ id: p.id, sellerId: p.sellerId, sellerName: p.sellerName ?? MARKETPLACE_SELLER_NAME, status: p.status })),
          };
        }),
        page: query.page,
        pageSize: query.pageSize,
        total: total?.n ?? 0,
      };
    },

    detail,

    /**
     * Changes a seller order's status for its seller (or for the marketplace's own items), under the
     * same rule sellers follow: a cancel puts the stock back once, and the buyer is told in the app
     * and by e-mail. The admin is the one the audit log names.
     */
    async changeSellerOrderStatus(actorId: string, sellerOrderId: string, to: SellerOrderStatus): Promise<AdminOrder> {
      const orderId = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrderId)).for('update');
        if (!current) throw notFound(ORDER_NOT_FOUND);
        const allowedFrom = sellerOrderStatusesBefore(to);
        const now = new Date();
        const stamp = STAMP[to];
        const changed = allowedFrom.includes(current.status)
          ? await tx
              .update(sellerOrders)
              .set({ status: to, updatedAt: now, ...(stamp ? { [stamp]: now } : {}) })
              .where(and(eq(sellerOrders.id, sellerOrderId), inArray(sellerOrders.status, allowedFrom)))
              .returning({ id: sellerOrders.id })
          : [];
        if (changed.length === 0) throw conflict(sellerOrderStatusRefusal(current.status, to));
        const sellerOrdersRepository = createSellerOrdersRepository(tx);
        if (to === 'cancelled') await sellerOrdersRepository.restock(sellerOrderId);

        const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId));
        const items = await tx
          .select({ name: orderItems.name, brand: orderItems.brandName, quantity: orderItems.quantity, total: orderItems.total })
          .from(orderItems)
          .where(eq(orderItems.sellerOrderId, sellerOrderId));
        const brandName = items[0]?.brand || MARKETPLACE_SELLER_NAME;
        const orderStatus = buyerOrderStatus(await sellerOrdersRepository.orderPartStatuses(order!.id));
        const message = orderStatusMessage({ orderNumber: order!.number, brandName, status: to, orderStatus });
        await sellerOrdersRepository.notifyBuyer(order!.id, { kind: 'order_status', title: message.title, body: message.body, link: `/order/${order!.id}` });
        await enqueueEmail(
          tx,
          orderStatusEmail({ to: order!.customerEmail, customerName: order!.customerName, orderNumber: order!.number, orderId: order!.id, brandName, status: to, orderStatus, items }, options.publicUrl),
        );
        await recordAudit(tx, { actorId, action: 'seller_order.status', entity: 'seller_order', entityId: sellerOrderId, before: { status: current.status, sellerId: current.sellerId }, after: { status: to, sellerId: current.sellerId } });
        return current.orderId;
      });
      if (to === 'cancelled') options.catalogueChanged();
      return detail(orderId);
    },
  };
}
