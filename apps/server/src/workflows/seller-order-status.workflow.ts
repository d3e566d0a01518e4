import { buyerOrderStatus } from '@onsale/core/order-status';
import {
  sellerOrderStatusesBefore,
  sellerOrderStatusRefusal,
  type SellerOrderStatus,
} from '@onsale/core/seller-order-status';
import { conflict, notFound } from '../http/errors';
import { recordAudit } from '../modules/audit/audit.repository';
import type { ProductWriteService } from '../modules/catalogue/product-writes.service';
import { orderStatusEmail, orderStatusMessage } from '../modules/mail/order-status-email';
import { enqueueEmail } from '../modules/mail/outbox.repository';
import { MARKETPLACE_SELLER_NAME } from '../modules/orders/marketplace-seller';
import { recordDelivery, recordRefusal } from '../modules/orders/phone-records.repository';
import { createSellerOrdersRepository } from '../modules/orders/seller-orders.repository';

export const SELLER_ORDER_NOT_FOUND = 'Order not found';

export interface SellerOrderStatusChange {
  /** who changes it: the seller, or an admin; the audit log names them */
  actorId: string;
  sellerOrderId: string;
  to: SellerOrderStatus;
  /** a seller changes only their own orders: anybody else's is "not found"; unset for an admin */
  sellerId?: string;
}

export interface SellerOrderStatusDeps {
  publicUrl: string;
  /** a cancel puts stock back through the catalogue's product-write path, which tells the catalogue */
  productWrites: ProductWriteService;
}

/**
 * Moves one seller's part of an order along its life (core's seller-order-status rule), for the
 * seller and for an admin alike, in one transaction: the row is locked so two changes queue up,
 * the transition is checked, the status and its time are written, a cancel puts the stock back
 * (once, however many cancels race), a parcel delivered or refused at the door goes on its
 * phone's record, the buyer is told in the app and by e-mail, and the change
 * is audited. Answers the id of the whole order.
 */
export async function changeSellerOrderStatus(
  deps: SellerOrderStatusDeps,
  change: SellerOrderStatusChange,
): Promise<{ orderId: string }> {
  const { sellerOrderId, to } = change;
  const orderId = await deps.productWrites.transaction(null, async (tx, writes) => {
    const repository = createSellerOrdersRepository(tx);
    const current = await repository.lockForStatusChange(sellerOrderId, change.sellerId);
    if (!current) throw notFound(SELLER_ORDER_NOT_FOUND);
    const allowedFrom = sellerOrderStatusesBefore(to);
    if (!allowedFrom.includes(current.status) || !(await repository.changeStatus(sellerOrderId, allowedFrom, to))) {
      throw conflict(sellerOrderStatusRefusal(current.status, to));
    }
    // Stock put back may be a sold-out product's return: its wishlist alerts are told.
    if (to === 'cancelled') await writes.restock(tx, sellerOrderId);
    // The phone's record counts the parcel; a refused one's stock stays out until it is back.
    if (to === 'refused') await recordRefusal(tx, current.orderId);
    if (to === 'delivered') await recordDelivery(tx, current.orderId);

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
          items: notice.items,
        },
        deps.publicUrl,
      ),
    );
    // An admin acting on a seller's order: the log also keeps whose order it was.
    const whose = change.sellerId === undefined ? { sellerId: current.sellerId } : {};
    await recordAudit(tx, {
      actorId: change.actorId,
      action: 'seller_order.status',
      entity: 'seller_order',
      entityId: sellerOrderId,
      before: { status: current.status, ...whose },
      after: { status: to, ...whose },
    });
    return current.orderId;
  });
  return { orderId };
}
