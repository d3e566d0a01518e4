import { SELLER_MESSAGES, type SellerOrderDetail, type SellerOrderSummary } from '@onsale/core/contracts/seller';
import { buyerOrderStatus } from '@onsale/core/order-status';
import { nextSellerOrderStatuses, sellerOrderStatusesBefore, sellerOrderStatusRefusal, type SellerOrderStatus } from '@onsale/core/seller-order-status';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { enqueueEmail } from '../mail/outbox.repository';
import { recordAudit } from '../audit/audit-log';
import { orderStatusEmail, orderStatusMessage } from './seller-emails';
import { createSellerOrdersRepository, type SellerOrderFilter } from './seller-orders.repository';

type SummaryRow = Omit<SellerOrderSummary, 'total' | 'createdAt'> & { createdAt: Date };

function toSummary(row: SummaryRow): SellerOrderSummary {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    status: row.status,
    itemCount: row.itemCount,
    subtotal: row.subtotal,
    shipping: row.shipping,
    discount: row.discount,
    total: row.subtotal - row.discount + row.shipping,
    createdAt: row.createdAt.toISOString(),
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export interface SellerOrdersDeps {
  db: Database;
  publicUrl: string;
  /** Cancelling puts stock back: the storefront's cached stock must follow. */
  clearCatalogueCache: () => void;
}

export function createSellerOrdersService({ db, publicUrl, clearCatalogueCache }: SellerOrdersDeps) {
  const reader = createSellerOrdersRepository(db);

  async function detail(sellerId: string, sellerOrderId: string): Promise<SellerOrderDetail> {
    const row = await reader.find(sellerId, sellerOrderId);
    if (!row) throw notFound(SELLER_MESSAGES.orderNotFound);
    const items = await reader.items(sellerId, sellerOrderId);
    return {
      ...toSummary(row),
      customerPhone: row.customerPhone,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      landmark: row.landmark,
      deliveryInstructions: row.deliveryInstructions,
      paymentMethod: row.paymentMethod,
      processingAt: iso(row.processingAt),
      shippedAt: iso(row.shippedAt),
      deliveredAt: iso(row.deliveredAt),
      cancelledAt: iso(row.cancelledAt),
      items,
      nextStatuses: [...nextSellerOrderStatuses(row.status)],
    };
  }

  return {
    async list(sellerId: string, filter: SellerOrderFilter, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([reader.list(sellerId, filter, pageSize, (page - 1) * pageSize), reader.count(sellerId, filter)]);
      return { items: rows.map(toSummary), page, pageSize, total };
    },

    detail,

    /**
     * Moves a seller order along its life (core's seller-order-status rule). A cancel puts the stock
     * back in the same transaction, so two cancels sent at once restock exactly once. The buyer is
     * told in the app and by e-mail; the change is audited.
     */
    async changeStatus(seller: { id: string }, sellerOrderId: string, to: SellerOrderStatus): Promise<SellerOrderDetail> {
      await db.transaction(async (tx) => {
        const repository = createSellerOrdersRepository(tx);
        const from = await repository.lockStatus(seller.id, sellerOrderId);
        if (!from) throw notFound(SELLER_MESSAGES.orderNotFound);
        const allowedFrom = sellerOrderStatusesBefore(to);
        if (!allowedFrom.includes(from) || !(await repository.changeStatus(seller.id, sellerOrderId, allowedFrom, to))) {
          throw conflict(sellerOrderStatusRefusal(from, to));
        }
        if (to === 'cancelled') await repository.restock(sellerOrderId);

        const order = (await repository.find(seller.id, sellerOrderId))!;
        const items = await repository.items(seller.id, sellerOrderId);
        const brandName = items[0]?.brand || 'your seller';
        const orderStatus = buyerOrderStatus(await repository.orderPartStatuses(order.orderId));
        const message = orderStatusMessage({ orderNumber: order.orderNumber, brandName, status: to, orderStatus });
        await repository.notifyBuyer(order.orderId, { kind: 'order_status', title: message.title, body: message.body, link: `/order/${order.orderId}` });
        await enqueueEmail(
          tx,
          orderStatusEmail({ to: order.customerEmail, customerName: order.customerName, orderNumber: order.orderNumber, orderId: order.orderId, brandName, status: to, orderStatus, items }, publicUrl),
        );
        await recordAudit(tx, { actorId: seller.id, action: 'seller_order.status', entity: 'seller_order', entityId: sellerOrderId, before: { status: from }, after: { status: to } });
      });
      if (to === 'cancelled') clearCatalogueCache();
      return detail(seller.id, sellerOrderId);
    },
  };
}

export type SellerOrdersService = ReturnType<typeof createSellerOrdersService>;
