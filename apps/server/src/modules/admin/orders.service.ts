import { shipmentInputOf, shipmentOf, type ShipmentChange } from '@onsale/core/couriers';
import { cancelReasonText } from '@onsale/core/cancellation';
import type { AdminOrder, AdminOrdersQuery, AdminOrderSummary, AdminSellerOrder } from '@onsale/core/contracts/admin';
import { attemptReasonOf, type ParcelEventBody } from '@onsale/core/contracts/parcel-events';
import { refusalsInWindow } from '@onsale/core/cash-on-delivery';
import { buyerOrderStatus } from '@onsale/core/order-status';
import { nextStageEvents, returnCheckOf, type ReturnCondition } from '@onsale/core/parcel-events';
import {
  CASH_ALREADY_COLLECTED,
  CASH_NOT_COLLECTABLE,
  cashToCollect,
  orderPaymentStatus,
} from '@onsale/core/part-payment';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import type { ProductWriteService } from '../catalogue/product-writes.service';
import { MARKETPLACE_SELLER_NAME } from '../orders/marketplace-seller';
import { orderRecipientOf } from '../orders/orders.service';
import { phoneRecordOfOrder } from '../orders/phone-records.repository';
import { createParcelEventsRepository } from '../orders/parcel-events.repository';
import { createSellerOrdersRepository } from '../orders/seller-orders.repository';
import { checkReturnedParcel, recordParcelEvent } from '../../workflows/parcel-events.workflow';
import { changeSellerOrderStatus } from '../../workflows/seller-order-status.workflow';
import { createAdminOrdersRepository } from './orders.repository';

const ORDER_NOT_FOUND = 'Order not found';

export function createAdminOrdersService(
  db: Database,
  options: { publicUrl: string; productWrites: ProductWriteService },
) {
  const repository = createAdminOrdersRepository(db);
  const parts = createSellerOrdersRepository(db);

  async function detail(orderId: string): Promise<AdminOrder> {
    const order = await repository.find(orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [orderParts, items, phone] = await Promise.all([
      parts.partsOfOrders([orderId]),
      repository.items(orderId),
      phoneRecordOfOrder(db, orderId),
    ]);
    const timelines = await createParcelEventsRepository(db).ofParts(orderParts.map((part) => part.id));
    const sellerOrderViews: AdminSellerOrder[] = orderParts.map((part) => ({
      id: part.id,
      sellerId: part.sellerId,
      sellerName: part.sellerName ?? MARKETPLACE_SELLER_NAME,
      status: part.status,
      subtotal: part.subtotal,
      shipping: part.shipping,
      discount: part.discount,
      cancelledBy: part.cancelledBy,
      cancelReason: part.cancelReason,
      cashToCollect: cashToCollect(part),
      paymentStatus: part.paymentStatus,
      cashCollectedAt: part.cashCollectedAt?.toISOString() ?? null,
      shipment: shipmentOf(part.courier, part.courierName, part.trackingNumber),
      parcelEvents: timelines.get(part.id) ?? [],
      nextParcelEvents: nextStageEvents(part.status, part.deliveryStage),
      returnCheck: returnCheckOf(part.returnCheckedAt, part.returnCondition),
      updatedAt: part.updatedAt.toISOString(),
      items: items.filter((item) => item.sellerOrderId === part.id).map(({ sellerOrderId: _, ...line }) => line),
    }));
    return {
      id: order.id,
      number: order.number,
      ...orderRecipientOf(order),
      paymentStatus: orderPaymentStatus(orderParts),
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      total: order.total,
      couponCode: order.couponCode,
      createdAt: order.createdAt.toISOString(),
      status: buyerOrderStatus(orderParts.map((part) => part.status)),
      sellerOrders: sellerOrderViews,
      phoneRecord: phone
        ? {
            phone: phone.phone,
            orders: phone.orders,
            confirmed: phone.record.confirmed,
            delivered: phone.record.delivered,
            refusalsIn90Days: refusalsInWindow(phone.record, new Date()),
            lastRefusedAt: phone.record.refusedAt.at(-1)?.toISOString() ?? null,
          }
        : null,
    };
  }

  return {
    async list(
      query: AdminOrdersQuery,
    ): Promise<{ data: AdminOrderSummary[]; page: number; pageSize: number; total: number }> {
      const [rows, total] = await Promise.all([repository.list(query), repository.count(query)]);
      const listed = await parts.partsOfOrders(rows.map((r) => r.id));
      return {
        data: rows.map((order) => {
          const own = listed.filter((p) => p.orderId === order.id);
          return {
            id: order.id,
            number: order.number,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            total: order.total,
            createdAt: order.createdAt.toISOString(),
            status: buyerOrderStatus(own.map((p) => p.status)),
            sellerOrders: own.map((p) => ({
              id: p.id,
              sellerId: p.sellerId,
              sellerName: p.sellerName ?? MARKETPLACE_SELLER_NAME,
              status: p.status,
            })),
          };
        }),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    detail,

    /**
     * The admin records that a parcel's cash was collected (a rider's cash handed in before the
     * courier marked it delivered, or a record put right): a shipped or delivered part still pending
     * payment becomes paid, in one conditional statement, audited; anything else is refused.
     */
    async recordCashCollected(actorId: string, orderId: string, sellerOrderId: string): Promise<AdminOrder> {
      await db.transaction(async (tx) => {
        const result = await createSellerOrdersRepository(tx).recordCashCollected(orderId, sellerOrderId);
        if (!result) throw notFound(ORDER_NOT_FOUND);
        if (!result.changed)
          throw conflict(result.paymentStatus === 'paid' ? CASH_ALREADY_COLLECTED : CASH_NOT_COLLECTABLE);
        await recordAudit(tx, {
          actorId,
          action: 'seller_order.cash_collected',
          entity: 'seller_order',
          entityId: sellerOrderId,
          before: { paymentStatus: 'pending', sellerId: result.sellerId },
          after: { paymentStatus: 'paid', sellerId: result.sellerId },
        });
      });
      return detail(orderId);
    },

    /** Changes a seller order's status for its seller (or for the marketplace's own items): see changeSellerOrderStatus. */
    async changeSellerOrderStatus(
      actorId: string,
      sellerOrderId: string,
      change: { status: SellerOrderStatus; reason?: string; note?: string } & ShipmentChange,
    ): Promise<AdminOrder> {
      const { orderId } = await changeSellerOrderStatus(options, {
        actorId,
        sellerOrderId,
        to: change.status,
        ...(change.status === 'cancelled' && change.reason
          ? { cancelledBy: 'admin' as const, reason: cancelReasonText(change.reason, change.note) }
          : {}),
        shipment: shipmentInputOf(change),
      });
      return detail(orderId);
    },

    /** An admin records that a parcel is out for delivery, or that a delivery attempt failed: see recordParcelEvent. */
    async recordParcelEvent(actorId: string, sellerOrderId: string, body: ParcelEventBody): Promise<AdminOrder> {
      const { orderId } = await recordParcelEvent(options, {
        actorId,
        sellerOrderId,
        event: body.event,
        reason: attemptReasonOf(body),
        recordedBy: 'admin',
      });
      return detail(orderId);
    },

    /** An admin checks a parcel returned to sender back in (OnSale's own items, or for a seller): see checkReturnedParcel. */
    async checkReturnedParcel(actorId: string, sellerOrderId: string, condition: ReturnCondition): Promise<AdminOrder> {
      const { orderId } = await checkReturnedParcel(options, { actorId, sellerOrderId, condition });
      return detail(orderId);
    },
  };
}
