import { shipmentOf, type Courier } from '@onsale/core/couriers';
import {
  deliveryStagesBefore,
  PARCEL_EVENT_STATUS,
  PARCEL_EVENT_MESSAGES,
  parcelEventRefusal,
  STAGE_AFTER,
  type ReturnCondition,
  type ParcelEventSource,
  type RecordedParcelEvent,
} from '@onsale/core/parcel-events';
import { cashToCollect, parcelCashText } from '@onsale/core/part-payment';
import { conflict, notFound } from '../http/errors';
import { recordAudit } from '../modules/audit/audit.repository';
import { parcelUpdateEmail, parcelUpdateMessage } from '../modules/mail/order-status-email';
import { enqueueEmail } from '../modules/mail/outbox.repository';
import { MARKETPLACE_SELLER_NAME } from '../modules/orders/marketplace-seller';
import { createParcelEventsRepository } from '../modules/orders/parcel-events.repository';
import { createSellerOrdersRepository } from '../modules/orders/seller-orders.repository';
import {
  changeSellerOrderStatus,
  SELLER_ORDER_NOT_FOUND,
  type SellerOrderStatusDeps,
} from './seller-order-status.workflow';

export interface ParcelUpdate {
  /** the seller or admin who recorded it; none for a courier's update */
  actorId: string | null;
  sellerOrderId: string;
  /** a seller records updates of their own parcels only: anybody else's is "not found" */
  sellerId?: string;
  event: RecordedParcelEvent;
  /** a failed attempt's reason */
  reason?: string;
  recordedBy: ParcelEventSource;
  /** a courier's update: the courier, its id of the update and when it happened */
  courier?: Courier;
  courierEventId?: string;
  happenedAt?: Date;
}

/**
 * Records one update of a parcel with the courier (core's parcel-events), whoever sends it: the
 * seller, an admin or the courier. Delivered and returned to sender are the part's status changes
 * (the one status workflow: cash collected, the phone's record, the shopper told). Out for delivery
 * and a failed attempt move the parcel's delivery stage in one conditional UPDATE, keep the event,
 * tell the shopper in the app and by e-mail, and are audited, in one transaction.
 */
export async function recordParcelEvent(
  deps: SellerOrderStatusDeps,
  update: ParcelUpdate,
): Promise<{ orderId: string }> {
  const parcelEvent = {
    recordedBy: update.recordedBy,
    actorId: update.actorId,
    reason: update.reason,
    courier: update.courier,
    courierEventId: update.courierEventId,
    happenedAt: update.happenedAt,
  };
  if (update.event === 'delivered' || update.event === 'returned') {
    return changeSellerOrderStatus(deps, {
      actorId: update.actorId,
      sellerOrderId: update.sellerOrderId,
      sellerId: update.sellerId,
      to: PARCEL_EVENT_STATUS[update.event],
      parcelEvent,
    });
  }
  const event = update.event;
  const orderId = await deps.productWrites.transaction(null, async (tx) => {
    const parts = createSellerOrdersRepository(tx);
    const current = await parts.lockForStatusChange(update.sellerOrderId, update.sellerId);
    if (!current) throw notFound(SELLER_ORDER_NOT_FOUND);
    const stage = current.status === 'shipped' ? current.deliveryStage : null;
    const from = deliveryStagesBefore(event);
    if (
      stage === null ||
      !from.includes(stage) ||
      !(await parts.moveDeliveryStage(update.sellerOrderId, from, STAGE_AFTER[event]))
    ) {
      throw conflict(parcelEventRefusal(stage, event));
    }
    await createParcelEventsRepository(tx).record({ ...parcelEvent, sellerOrderId: update.sellerOrderId, kind: event });

    const notice = (await parts.statusNotice(update.sellerOrderId))!;
    const news = {
      orderNumber: notice.orderNumber,
      brandName: notice.sellerBrand || notice.items[0]?.brand || MARKETPLACE_SELLER_NAME,
      event,
      itemCount: notice.items.reduce((sum, item) => sum + item.quantity, 0),
      reason: update.reason,
    };
    const message = parcelUpdateMessage(news);
    await parts.notifyBuyer(notice.orderId, {
      kind: 'order_status',
      title: message.title,
      body: message.body,
      link: `/order/${notice.orderId}`,
    });
    await enqueueEmail(
      tx,
      parcelUpdateEmail(
        {
          ...news,
          to: notice.customerEmail,
          customerName: notice.customerName,
          orderId: notice.orderId,
          parcelCash: parcelCashText({ cash: cashToCollect(notice), paymentStatus: notice.paymentStatus }),
          shipment: shipmentOf(notice.courier, notice.courierName, notice.trackingNumber),
        },
        deps.publicUrl,
      ),
    );
    await recordAudit(tx, {
      actorId: update.actorId,
      action: 'seller_order.parcel_event',
      entity: 'seller_order',
      entityId: update.sellerOrderId,
      before: { deliveryStage: stage, sellerId: current.sellerId },
      after: {
        deliveryStage: STAGE_AFTER[event],
        sellerId: current.sellerId,
        event,
        recordedBy: update.recordedBy,
        ...(update.reason ? { reason: update.reason } : {}),
        ...(update.courierEventId ? { courier: update.courier, courierEventId: update.courierEventId } : {}),
      },
    });
    return current.orderId;
  });
  return { orderId };
}

/**
 * A parcel returned to sender is back with its seller (or with OnSale, for its own items): checked
 * once, in one conditional UPDATE. In good condition its items go back in stock size by size through
 * the product-write path; damaged or opened, they stay out. The timeline and the audit keep it.
 */
export async function checkReturnedParcel(
  deps: SellerOrderStatusDeps,
  check: { actorId: string; sellerOrderId: string; sellerId?: string; condition: ReturnCondition },
): Promise<{ orderId: string }> {
  const orderId = await deps.productWrites.transaction(null, async (tx, writes) => {
    const parts = createSellerOrdersRepository(tx);
    const current = await parts.lockForStatusChange(check.sellerOrderId, check.sellerId);
    if (!current) throw notFound(SELLER_ORDER_NOT_FOUND);
    if (current.status !== 'refused' || !(await parts.checkReturnedParcel(check.sellerOrderId, check.condition))) {
      throw conflict(
        current.status === 'refused' ? PARCEL_EVENT_MESSAGES.alreadyChecked : PARCEL_EVENT_MESSAGES.notReturned,
      );
    }
    if (check.condition === 'good') await writes.restock(tx, check.sellerOrderId);
    await createParcelEventsRepository(tx).record({
      sellerOrderId: check.sellerOrderId,
      kind: 'back_with_seller',
      recordedBy: check.sellerId === undefined ? 'admin' : 'seller',
      actorId: check.actorId,
    });
    await recordAudit(tx, {
      actorId: check.actorId,
      action: 'seller_order.return_checked',
      entity: 'seller_order',
      entityId: check.sellerOrderId,
      before: { status: 'refused', returnCondition: null, sellerId: current.sellerId },
      after: { status: 'refused', returnCondition: check.condition, sellerId: current.sellerId },
    });
    return current.orderId;
  });
  return { orderId };
}
