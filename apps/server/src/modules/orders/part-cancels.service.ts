import { cancelReasonText } from '@onsale/core/cancellation';
import { ORDER_NOT_FOUND, type BuyerOrderDetail } from '@onsale/core/contracts/buyer-orders';
import type { TrackedOrder } from '@onsale/core/contracts/checkout';
import { isUuid } from '@onsale/core/ids';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { changeSellerOrderStatus } from '../../workflows/seller-order-status.workflow';
import type { ProductWriteService } from '../catalogue/product-writes.service';
import { createBuyerOrdersRepository } from './buyer-orders.repository';
import { createBuyerOrdersService } from './buyer-orders.service';
import { findOrderByNumberAndEmail } from './orders.repository';
import { trackOrder } from './orders.service';

export interface PartCancelsDeps {
  db: Database;
  publicUrl: string;
  /** a cancel puts stock back through the catalogue's product-write path */
  productWrites: ProductWriteService;
}

/** The reason the shopper chose, and their note for "Other" (checked by the contract). */
export interface ShopperCancel {
  reason: string;
  note?: string;
}

/**
 * A shopper cancels one seller's part of their order, signed in from the order page or as a guest
 * from the tracking page. Both go through the one status workflow, so a cancel racing the seller's
 * own change has one winner and the stock goes back once.
 */
export function createPartCancelsService({ db, publicUrl, productWrites }: PartCancelsDeps) {
  const buyerOrders = createBuyerOrdersService(db);
  const ownOrders = createBuyerOrdersRepository(db);
  const cancel = (actorId: string | null, orderId: string, sellerOrderId: string, input: ShopperCancel) =>
    changeSellerOrderStatus(
      { publicUrl, productWrites },
      {
        actorId,
        orderId,
        sellerOrderId,
        to: 'cancelled',
        cancelledBy: 'shopper',
        reason: cancelReasonText(input.reason, input.note),
      },
    );

  return {
    /** The buyer's own order only: anybody else's, or a part of another order, is "not found". */
    async cancelOwn(
      buyerId: string,
      orderId: string,
      sellerOrderId: string,
      input: ShopperCancel,
    ): Promise<BuyerOrderDetail> {
      const order = isUuid(orderId) ? await ownOrders.findOrder(buyerId, orderId) : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      await cancel(buyerId, order.id, sellerOrderId, input);
      return buyerOrders.detail(buyerId, order.id);
    },

    /** A guest proves the order with its number and e-mail, as tracking does, then cancels one parcel of it. */
    async cancelTracked(
      orderNumber: string,
      email: string,
      sellerOrderId: string,
      input: ShopperCancel,
    ): Promise<TrackedOrder> {
      const found = await findOrderByNumberAndEmail(db, orderNumber.trim(), email.trim());
      if (!found) throw notFound(ORDER_NOT_FOUND);
      await cancel(null, found.order.id, sellerOrderId, input);
      return trackOrder(db, orderNumber, email);
    },
  };
}

export type PartCancelsService = ReturnType<typeof createPartCancelsService>;
