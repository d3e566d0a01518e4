import { shipmentOf } from '@onsale/core/couriers';
import type { Paged } from '@onsale/core/contracts/api';
import { ORDER_NOT_FOUND, type BuyerOrderDetail, type BuyerOrderSummary } from '@onsale/core/contracts/buyer-orders';
import { buyerOrderStatus, normaliseOrderStatus, orderTimeline } from '@onsale/core/order-status';
import { isUuid } from '@onsale/core/ids';
import { RETURN_STATUS_LABELS, returnWindowEnds } from '@onsale/core/returns';
import { cashToCollect, orderPaymentStatus } from '@onsale/core/part-payment';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { createParcelEventsRepository } from './parcel-events.repository';
import { createSellerOrdersRepository } from './seller-orders.repository';
import { createBuyerOrdersRepository } from './buyer-orders.repository';
import { MARKETPLACE_SELLER_NAME } from './marketplace-seller';
import { createReturnsRepository } from '../returns/returns.repository';
import { readShopSettings } from '../settings/settings.service';
import { orderRecipientOf } from './orders.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** My Orders: a buyer sees only their own orders; anybody else's is "not found", never its data. */
export function createBuyerOrdersService(db: Executor) {
  const repository = createBuyerOrdersRepository(db);
  const sellerOrderParts = createSellerOrdersRepository(db);
  return {
    async list(buyerId: string, page: number, pageSize: number): Promise<Paged<BuyerOrderSummary>> {
      const [rows, total] = await Promise.all([
        repository.listOrders(buyerId, pageSize, (page - 1) * pageSize),
        repository.countOrders(buyerId),
      ]);
      const ids = rows.map((row) => row.id);
      const [statuses, counts] = await Promise.all([repository.listStatuses(ids), repository.listItemCounts(ids)]);
      return {
        page,
        pageSize,
        total,
        data: rows.map((row) => ({
          id: row.id,
          number: row.number,
          createdAt: row.createdAt.toISOString(),
          total: row.total,
          status: buyerOrderStatus(statuses.filter((s) => s.orderId === row.id).map((s) => s.status)),
          itemCount: Number(counts.find((c) => c.orderId === row.id)?.quantity ?? 0),
        })),
      };
    },

    async detail(buyerId: string, orderId: string): Promise<BuyerOrderDetail> {
      const order = isUuid(orderId) ? await repository.findOrder(buyerId, orderId) : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const parts = await sellerOrderParts.partsOfOrders([order.id]);
      const timelines = await createParcelEventsRepository(db).ofParts(parts.map((part) => part.id));
      const items = await repository.listItems(parts.map((part) => part.id));
      const returns = await createReturnsRepository(db).ofItems(items.map((item) => item.id));
      const { returnWindowDays } = await readShopSettings(db);
      const now = new Date();
      const placedAt = order.createdAt.toISOString();
      const windowOf = (part: (typeof parts)[number]) =>
        part.status === 'delivered' && part.deliveredAt ? returnWindowEnds(part.deliveredAt, returnWindowDays) : null;
      return {
        id: order.id,
        number: order.number,
        createdAt: placedAt,
        total: order.total,
        status: buyerOrderStatus(parts.map((part) => part.status)),
        itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
        paymentMethod: order.paymentMethod,
        paymentStatus: orderPaymentStatus(parts),
        subtotal: order.subtotal,
        shipping: order.shipping,
        discount: order.discount,
        tax: order.tax,
        credit: order.credit,
        couponCode: order.couponCode,
        ...orderRecipientOf(order),
        landmark: order.landmark,
        deliveryInstructions: order.deliveryInstructions,
        confirmation: order.confirmation,
        confirmationDueAt: order.confirmation === 'awaiting' ? (order.confirmationDueAt?.toISOString() ?? null) : null,
        sellerOrders: parts.map((part) => ({
          id: part.id,
          sellerName: part.sellerName ?? MARKETPLACE_SELLER_NAME,
          status: normaliseOrderStatus(part.status),
          subtotal: part.subtotal,
          shipping: part.shipping,
          cancelledBy: part.cancelledBy,
          cancelReason: part.cancelReason,
          cashToCollect: cashToCollect(part),
          paymentStatus: part.paymentStatus,
          shipment: shipmentOf(part.courier, part.courierName, part.trackingNumber),
          parcelEvents: timelines.get(part.id) ?? [],
          timeline: orderTimeline(part.status, {
            placedAt,
            processingAt: iso(part.processingAt),
            shippedAt: iso(part.shippedAt),
            deliveredAt: iso(part.deliveredAt),
            cancelledAt: iso(part.cancelledAt),
            refusedAt: part.status === 'refused' ? iso(part.updatedAt) : null,
          }),
          returnableUntil: iso(windowOf(part)),
          items: items
            .filter((item) => item.sellerOrderId === part.id)
            .map(({ sellerOrderId: _sellerOrderId, ...item }) => {
              const itemReturns = returns.filter((row) => row.orderItemId === item.id);
              const windowEnds = windowOf(part);
              const open = windowEnds !== null && now <= windowEnds;
              const returned = itemReturns.reduce((sum, row) => sum + row.quantity, 0);
              return {
                ...item,
                returnable: open ? Math.max(0, item.quantity - returned) : 0,
                returns: itemReturns.map((row) => ({
                  id: row.id,
                  number: row.number,
                  statusLabel: RETURN_STATUS_LABELS[row.status],
                })),
              };
            }),
        })),
      };
    },
  };
}
