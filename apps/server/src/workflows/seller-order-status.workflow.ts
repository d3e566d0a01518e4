import { buyerOrderStatus } from '@onsale/core/order-status';
import { cashToCollect, parcelCashText } from '@onsale/core/part-payment';
import {
  sellerOrderStatusesBefore,
  sellerOrderStatusRefusal,
  type SellerOrderStatus,
} from '@onsale/core/seller-order-status';
import { CANCEL_MESSAGES, type CancelledBy } from '@onsale/core/cancellation';
import { SHIPMENT_MESSAGES, shipmentOf, type ShipmentInput } from '@onsale/core/couriers';
import { AWAITING_CONFIRMATION_REFUSAL } from '@onsale/core/order-confirmation';
import { STATUS_PARCEL_EVENT } from '@onsale/core/parcel-events';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordAudit } from '../modules/audit/audit.repository';
import { createStoreCreditRepository } from '../modules/credit/store-credit.repository';
import { createLedgerRepository } from '../modules/finance/ledger.repository';
import type { ProductWriteService } from '../modules/catalogue/product-writes.service';
import {
  orderStatusEmail,
  orderStatusMessage,
  sellerCancelEmail,
  sellerCancelNotice,
  sellerReturnEmail,
  sellerReturnNotice,
} from '../modules/mail/order-status-email';
import { enqueueEmail } from '../modules/mail/outbox.repository';
import { MARKETPLACE_SELLER_NAME } from '../modules/orders/marketplace-seller';
import { recordRefusal } from '../modules/orders/phone-records.repository';
import { createParcelEventsRepository, type NewParcelEvent } from '../modules/orders/parcel-events.repository';
import { createSellerOrdersRepository } from '../modules/orders/seller-orders.repository';

export const SELLER_ORDER_NOT_FOUND = 'Order not found';

export interface SellerOrderStatusChange {
  /** who changes it: the seller, an admin or the signed-in shopper (none for a guest); the audit log names them */
  actorId: string | null;
  sellerOrderId: string;
  to: SellerOrderStatus;
  /** a seller changes only their own orders: anybody else's is "not found"; unset for an admin */
  sellerId?: string;
  /** a shopper cancels only a part of the order they proved is theirs: a part of another order is "not found" */
  orderId?: string;
  /** a cancel names who cancelled and why (core's cancel reasons; "Other" as the canceller wrote it) */
  cancelledBy?: CancelledBy;
  reason?: string;
  /** a part moved to Shipped names its courier and tracking number */
  shipment?: ShipmentInput;
  /**
   * Who recorded the parcel's hand-over, delivery or return (a courier's update names the courier
   * and its event id); by default the seller when a seller changes it, otherwise an admin.
   */
  parcelEvent?: Omit<NewParcelEvent, 'sellerOrderId' | 'kind'>;
}

export interface SellerOrderStatusDeps {
  publicUrl: string;
  /** a cancel puts stock back through the catalogue's product-write path, which tells the catalogue */
  productWrites: ProductWriteService;
}

/**
 * Moves one seller's part of an order along its life (core's seller-order-status rule), for the
 * seller, an admin and the shopper who cancels alike, in one transaction: the row is locked so two changes queue up,
 * the transition is checked, the status and its time are written, a cancel puts the stock back
 * (once, however many cancels race), a parcel delivered or refused at the door goes on its
 * phone's record, a delivery's earning goes on the seller's ledger, the buyer is told in the app and by e-mail, and the change
 * is audited. Answers the id of the whole order.
 */
export async function changeSellerOrderStatus(
  deps: SellerOrderStatusDeps,
  change: SellerOrderStatusChange,
): Promise<{ orderId: string }> {
  const { sellerOrderId, to } = change;
  // Nobody cancels without saying why: the buyer is told who cancelled and the reason.
  const cancellation =
    to === 'cancelled' && change.cancelledBy && change.reason
      ? { cancelledBy: change.cancelledBy, reason: change.reason }
      : undefined;
  if (to === 'cancelled' && !cancellation) throw badRequest(CANCEL_MESSAGES.reasonRequired);
  // Nobody ships without saying with whom: the shopper follows the parcel by its tracking number.
  if (to === 'shipped' && !change.shipment) throw badRequest(SHIPMENT_MESSAGES.trackingNumberRequired);
  const orderId = await deps.productWrites.transaction(null, async (tx, writes) => {
    const repository = createSellerOrdersRepository(tx);
    const current = await repository.lockForStatusChange(sellerOrderId, change.sellerId, change.orderId);
    if (!current) throw notFound(SELLER_ORDER_NOT_FOUND);
    // Nobody packs an order its shopper has not confirmed: it may only be cancelled.
    if (to !== 'cancelled' && current.confirmation !== 'confirmed') throw conflict(AWAITING_CONFIRMATION_REFUSAL);
    const allowedFrom = sellerOrderStatusesBefore(to);
    if (
      !allowedFrom.includes(current.status) ||
      !(await repository.changeStatus(sellerOrderId, allowedFrom, to, cancellation, change.shipment))
    ) {
      throw conflict(sellerOrderStatusRefusal(current.status, to));
    }
    const parcelEvent = STATUS_PARCEL_EVENT[to];
    if (parcelEvent)
      await createParcelEventsRepository(tx).record({
        recordedBy: change.sellerId === undefined ? 'admin' : 'seller',
        actorId: change.actorId,
        ...change.parcelEvent,
        sellerOrderId,
        kind: parcelEvent,
      });
    // Stock put back may be a sold-out product's return: its wishlist alerts are told.
    if (to === 'cancelled') await writes.restock(tx, sellerOrderId);
    // A refused parcel goes on its phone's record; its stock stays out until it is back.
    if (to === 'refused') await recordRefusal(tx, current.orderId);
    // A parcel never delivered never cost the shopper the OnSale credit it was paid with: it goes back, once.
    if ((to === 'cancelled' || to === 'refused') && current.credit > 0)
      await createStoreCreditRepository(tx).give({
        userId: current.buyerId,
        kind: 'given_back',
        amount: current.credit,
        orderId: current.orderId,
        sellerOrderId,
      });
    // A parcel taken at the door counts for its phone's record.
    if (to === 'delivered') {
      await repository.countDelivery(current.orderId);
      // The seller's earning goes on their ledger once, on hold for the return window.
      await createLedgerRepository(tx).recordSale(sellerOrderId);
    }

    const notice = (await repository.statusNotice(sellerOrderId))!;
    const brandName = notice.sellerBrand || notice.items[0]?.brand || MARKETPLACE_SELLER_NAME;
    const orderStatus = buyerOrderStatus(await repository.orderPartStatuses(notice.orderId));
    const itemCount = notice.items.reduce((sum, item) => sum + item.quantity, 0);
    const message = orderStatusMessage({
      orderNumber: notice.orderNumber,
      brandName,
      status: to,
      orderStatus,
      itemCount,
      cancelledBy: cancellation?.cancelledBy,
      cancelReason: cancellation?.reason,
    });
    await repository.notifyBuyer(notice.orderId, {
      kind: 'order_status',
      title: message.title,
      body: message.body,
      link: `/order/${notice.orderId}`,
    });
    await enqueueEmail(
      tx,
      orderStatusEmail(
        {
          to: notice.customerEmail,
          customerName: notice.customerName,
          orderNumber: notice.orderNumber,
          orderId: notice.orderId,
          brandName,
          status: to,
          orderStatus,
          cancelledBy: cancellation?.cancelledBy,
          cancelReason: cancellation?.reason,
          items: notice.items,
          parcelCash: parcelCashText({ cash: cashToCollect(notice), paymentStatus: notice.paymentStatus }),
          shipment: change.shipment
            ? shipmentOf(change.shipment.courier, change.shipment.courierName, change.shipment.trackingNumber)
            : null,
        },
        deps.publicUrl,
      ),
    );
    // The shopper or OnSale cancelled: the seller must not pack it.
    if (cancellation && cancellation.cancelledBy !== 'seller' && current.sellerId) {
      const news = {
        orderNumber: notice.orderNumber,
        cancelledBy: cancellation.cancelledBy,
        cancelReason: cancellation.reason,
        itemCount,
      };
      const sellerNotice = sellerCancelNotice(news);
      const sellerEmail = await repository.notifySeller(current.sellerId, {
        kind: 'seller_order_cancelled',
        title: sellerNotice.title,
        body: sellerNotice.body,
        link: `/seller/orders/${sellerOrderId}`,
      });
      if (sellerEmail)
        await enqueueEmail(tx, sellerCancelEmail({ ...news, to: sellerEmail, sellerOrderId }, deps.publicUrl));
    }
    // A parcel refused at the door goes back to its seller, who checks it back in when it arrives.
    if (to === 'refused' && current.sellerId) {
      const returning = sellerReturnNotice({ orderNumber: notice.orderNumber, itemCount });
      const sellerEmail = await repository.notifySeller(current.sellerId, {
        kind: 'seller_parcel_returned',
        title: returning.title,
        body: returning.body,
        link: `/seller/orders/${sellerOrderId}`,
      });
      if (sellerEmail)
        await enqueueEmail(
          tx,
          sellerReturnEmail(
            { orderNumber: notice.orderNumber, itemCount, to: sellerEmail, sellerOrderId },
            deps.publicUrl,
          ),
        );
    }
    // An admin acting on a seller's order: the log also keeps whose order it was.
    const whose = change.sellerId === undefined ? { sellerId: current.sellerId } : {};
    await recordAudit(tx, {
      actorId: change.actorId,
      action: 'seller_order.status',
      entity: 'seller_order',
      entityId: sellerOrderId,
      before: { status: current.status, ...whose },
      after: {
        status: to,
        ...whose,
        ...(cancellation ?? {}),
        ...(change.shipment ?? {}),
        // a courier's update: which courier, and its id of the update
        ...(change.parcelEvent?.courierEventId
          ? { courier: change.parcelEvent.courier, courierEventId: change.parcelEvent.courierEventId }
          : {}),
      },
    });
    return current.orderId;
  });
  return { orderId };
}
