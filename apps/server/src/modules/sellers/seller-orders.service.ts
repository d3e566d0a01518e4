import { packingSlipPdf } from './packing-slip';
import { shipmentInputOf, shipmentOf, type ShipmentChange } from '@onsale/core/couriers';
import { customerSignal, NEW_PHONE_RECORD, type PhoneRecord } from '@onsale/core/cash-on-delivery';
import { SELLER_MESSAGES, type SellerOrderDetail, type SellerOrderSummary } from '@onsale/core/contracts/seller';
import { attemptReasonOf, type ParcelEventBody } from '@onsale/core/contracts/parcel-events';
import { cancelReasonText } from '@onsale/core/cancellation';
import { nextSellerOrderStatuses, type SellerOrderStatus } from '@onsale/core/seller-order-status';
import { cashToCollect } from '@onsale/core/part-payment';
import { nextStageEvents, returnCheckOf, type ReturnCondition } from '@onsale/core/parcel-events';
import type { Database } from '../../db/client';
import type { ProductWriteService } from '../catalogue/product-writes.service';
import { notFound } from '../../http/errors';
import { orderRecipientOf } from '../orders/orders.service';
import { phoneRecordsOfOrders } from '../orders/phone-records.repository';
import { checkReturnedParcel, recordParcelEvent } from '../../workflows/parcel-events.workflow';
import { changeSellerOrderStatus } from '../../workflows/seller-order-status.workflow';
import { createParcelEventsRepository } from '../orders/parcel-events.repository';
import { createSellerOrdersRepository, type SellerOrderFilter } from '../orders/seller-orders.repository';

type SummaryRow = Omit<SellerOrderSummary, 'total' | 'createdAt' | 'customerSignal'> & { createdAt: Date };

function toSummary(row: SummaryRow, record: PhoneRecord, now: Date): SellerOrderSummary {
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
    // The part's worth to the seller: OnSale credit the shopper paid part of it with is money all the same.
    total: cashToCollect({ ...row, credit: 0 }),
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    customerSignal: customerSignal(record, now),
    confirmation: row.confirmation,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export interface SellerOrdersDeps {
  db: Database;
  publicUrl: string;
  /** Cancelling puts stock back through the catalogue's product-write path. */
  productWrites: ProductWriteService;
}

export function createSellerOrdersService({ db, publicUrl, productWrites }: SellerOrdersDeps) {
  const reader = createSellerOrdersRepository(db);

  async function detail(sellerId: string, sellerOrderId: string): Promise<SellerOrderDetail> {
    const row = await reader.find(sellerId, sellerOrderId);
    if (!row) throw notFound(SELLER_MESSAGES.orderNotFound);
    const [items, records, timelines] = await Promise.all([
      reader.items(sellerId, sellerOrderId),
      phoneRecordsOfOrders(db, [row.orderId]),
      createParcelEventsRepository(db).ofParts([row.id]),
    ]);
    return {
      ...toSummary(row, records.get(row.orderId) ?? NEW_PHONE_RECORD, new Date()),
      ...orderRecipientOf(row),
      landmark: row.landmark,
      deliveryInstructions: row.deliveryInstructions,
      paymentMethod: row.paymentMethod,
      processingAt: iso(row.processingAt),
      shippedAt: iso(row.shippedAt),
      deliveredAt: iso(row.deliveredAt),
      cancelledAt: iso(row.cancelledAt),
      cancelledBy: row.cancelledBy,
      cancelReason: row.cancelReason,
      shipment: shipmentOf(row.courier, row.courierName, row.trackingNumber),
      parcelEvents: timelines.get(row.id) ?? [],
      items,
      // An order its shopper has not confirmed may only be cancelled.
      nextStatuses: nextSellerOrderStatuses(row.status).filter(
        (status) => row.confirmation === 'confirmed' || status === 'cancelled',
      ),
      nextParcelEvents: nextStageEvents(row.status, row.deliveryStage),
      returnCheck: returnCheckOf(row.returnCheckedAt, row.returnCondition),
    };
  }

  return {
    async list(sellerId: string, filter: SellerOrderFilter, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        reader.list(sellerId, filter, pageSize, (page - 1) * pageSize),
        reader.count(sellerId, filter),
      ]);
      const records = await phoneRecordsOfOrders(db, [...new Set(rows.map((row) => row.orderId))]);
      const now = new Date();
      return {
        data: rows.map((row) => toSummary(row, records.get(row.orderId) ?? NEW_PHONE_RECORD, now)),
        page,
        pageSize,
        total,
      };
    },

    detail,

    /** The seller's packing slip of their own part of an order, as a PDF; another seller's is not found. */
    packingSlip: async (sellerId: string, sellerOrderId: string) =>
      packingSlipPdf(await detail(sellerId, sellerOrderId)),

    /** The menu's "To pack: N": this seller's confirmed parts still pending or processing. */
    toPack: async (sellerId: string) => ({ count: await reader.toPackCount(sellerId) }),

    /** Moves the seller's own order along its life: see changeSellerOrderStatus. */
    async changeStatus(
      seller: { id: string },
      sellerOrderId: string,
      change: { status: SellerOrderStatus; reason?: string; note?: string } & ShipmentChange,
    ): Promise<SellerOrderDetail> {
      await changeSellerOrderStatus(
        { publicUrl, productWrites },
        {
          actorId: seller.id,
          sellerId: seller.id,
          sellerOrderId,
          to: change.status,
          ...(change.status === 'cancelled' && change.reason
            ? { cancelledBy: 'seller' as const, reason: cancelReasonText(change.reason, change.note) }
            : {}),
          shipment: shipmentInputOf(change),
        },
      );
      return detail(seller.id, sellerOrderId);
    },

    /** The seller records that their parcel is out for delivery, or that a delivery attempt failed: see recordParcelEvent. */
    async recordParcelEvent(
      seller: { id: string },
      sellerOrderId: string,
      body: ParcelEventBody,
    ): Promise<SellerOrderDetail> {
      await recordParcelEvent(
        { publicUrl, productWrites },
        {
          actorId: seller.id,
          sellerId: seller.id,
          sellerOrderId,
          event: body.event,
          reason: attemptReasonOf(body),
          recordedBy: 'seller',
        },
      );
      return detail(seller.id, sellerOrderId);
    },

    /** The seller checks a parcel returned to sender back in: see checkReturnedParcel. */
    async checkReturnedParcel(
      seller: { id: string },
      sellerOrderId: string,
      condition: ReturnCondition,
    ): Promise<SellerOrderDetail> {
      await checkReturnedParcel(
        { publicUrl, productWrites },
        { actorId: seller.id, sellerId: seller.id, sellerOrderId, condition },
      );
      return detail(seller.id, sellerOrderId);
    },
  };
}

export type SellerOrdersService = ReturnType<typeof createSellerOrdersService>;
