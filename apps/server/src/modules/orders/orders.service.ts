import { shipmentOf } from '@onsale/core/couriers';
import { CONFIRM_BY_CALL_MESSAGE } from '@onsale/core/cash-on-delivery';
import { bagLineStatus, bagTotals } from '@onsale/core/bag';
import { couponRefusal, couponShopperKeys } from '@onsale/core/coupons';
import { pictureOf } from '@onsale/core/color-images';
import { choiceMissing, stockOf } from '@onsale/core/variants';
import {
  INVALID_COUPON,
  type CartQuote,
  type CheckoutOrder,
  type QuoteLine,
  type TrackedOrder,
} from '@onsale/core/contracts/checkout';
import { bagProductsById, bagProductsSelect, type BagProduct } from '../catalogue/bag-products.repository';
import { activeCouponSelect, type Coupon, type CouponForShopper } from './coupons.repository';
import { ORDER_NOT_FOUND } from '@onsale/core/contracts/buyer-orders';
import type { OrderRecipient } from '@onsale/core/contracts/order-recipient';
import { buyerOrderStatus, normaliseOrderStatus, orderTimeline } from '@onsale/core/order-status';
import { cashToCollect, orderPaymentStatus } from '@onsale/core/part-payment';
import type { Executor } from '../../db/client';
import { jsonRow, jsonRows, selectTogether } from '../../db/one-statement';
import { notFound } from '../../http/errors';
import { findOrderByNumberAndEmail, type OrderItemRow, type OrderRow } from './orders.repository';
import { MARKETPLACE_SELLER_NAME } from './marketplace-seller';
import { createParcelEventsRepository } from './parcel-events.repository';
import { createSellerOrdersRepository } from './seller-orders.repository';

export type CheckoutOrderSource = {
  order: Pick<
    OrderRow,
    | 'id'
    | 'number'
    | 'createdAt'
    | 'paymentStatus'
    | 'subtotal'
    | 'shipping'
    | 'tax'
    | 'discount'
    | 'total'
    | 'credit'
    | 'couponCode'
    | 'customerName'
    | 'customerEmail'
    | 'customerPhone'
    | 'address'
    | 'city'
    | 'state'
    | 'zip'
    | 'landmark'
    | 'deliveryInstructions'
  > &
    Partial<Pick<OrderRow, 'confirmation' | 'confirmationDueAt' | 'confirmationTokenHash'>>;
  items: ReadonlyArray<
    Pick<OrderItemRow, 'productId' | 'name' | 'brandName' | 'image' | 'quantity' | 'price' | 'total' | 'size' | 'color'>
  >;
};

/** Who an order goes to and where, as its buyer, its sellers and the admins read it. */
export function orderRecipientOf(order: OrderRecipient): OrderRecipient {
  return {
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    address: order.address,
    city: order.city,
    state: order.state,
    zip: order.zip,
  };
}

/** An order as the spec's client reads it (POST /api/docheckout's data.order). */
export function toCheckoutOrder({ order, items }: CheckoutOrderSource): CheckoutOrder {
  return {
    id: order.id,
    order_number: order.number,
    order_date: order.createdAt.toISOString(),
    order_status: 0,
    payment_status: order.paymentStatus === 'paid' ? 1 : 0,
    payment_method: 'cod',
    order_total: order.subtotal,
    shipping_cost: order.shipping,
    tax_amount: order.tax,
    discount_amount: order.discount,
    grand_total: order.total,
    credit_amount: order.credit,
    coupon_code: order.couponCode,
    order_items: items.map((item) => ({
      product_id: item.productId,
      product: { name: item.name, brand: item.brandName, image: item.image },
      quantity: item.quantity,
      price: item.price,
      total: item.total,
      size: item.size,
      color: item.color,
    })),
    full_name: order.customerName,
    email: order.customerEmail,
    phone: order.customerPhone,
    address: order.address,
    city: order.city,
    state: order.state,
    zip: order.zip,
    landmark: order.landmark,
    delivery_instructions: order.deliveryInstructions,
    ...confirmationOf(order),
  };
}

/** Where an order stands with its shopper's confirmation; an order awaiting one without a link is confirmed by a call only. */
function confirmationOf(order: CheckoutOrderSource['order']) {
  const confirmation = order.confirmation ?? 'confirmed';
  return {
    confirmation,
    confirmation_due_at: confirmation === 'awaiting' ? (order.confirmationDueAt?.toISOString() ?? null) : null,
    confirmation_note: confirmation === 'awaiting' && !order.confirmationTokenHash ? CONFIRM_BY_CALL_MESSAGE : null,
  };
}

/**
 * The bag priced from the database: each line's current facts, and the totals of the lines that
 * can be ordered as they are, by the same rules the order will use.
 */
function quoteBag(
  items: ReadonlyArray<BagItem>,
  products: ReadonlyMap<string, BagProduct>,
  coupon: { requested: string | null; found: Coupon | null },
): CartQuote {
  const lines: QuoteLine[] = items.map((item) => {
    const product = products.get(item.product_id.toLowerCase());
    // What this line can buy: its size and colour's stock where the product's stock is split.
    const stock = product ? stockOf(product, item.size ?? null, item.color ?? null) : null;
    const choose = product ? choiceMissing(product, item.size ?? null, item.color ?? null) : null;
    const status = bagLineStatus(stock, item.quantity, choose);
    return {
      productId: item.product_id,
      size: item.size ?? '',
      color: item.color ?? '',
      quantity: item.quantity,
      status,
      product: product
        ? {
            slug: product.slug,
            name: product.name,
            brand: product.brandName,
            website: product.website,
            image: pictureOf(product, item.color),
            price: product.price,
            originalPrice: product.originalPrice,
            stock: stock!,
            choose,
          }
        : null,
      lineTotal: product ? product.price * item.quantity : 0,
    };
  });
  const orderable = lines
    .filter((line) => line.status === 'available')
    .map((line) => ({ price: line.product!.price, quantity: line.quantity }));
  return {
    lines,
    totals: bagTotals(orderable, coupon.found?.percent ?? 0),
    coupon: coupon.found,
    couponError: coupon.requested && !coupon.found ? INVALID_COUPON : null,
  };
}

/**
 * A guest follows an order with its number and the e-mail it was placed with; both must match, so
 * an order number alone (printed on a parcel) shows nothing.
 */
export async function trackOrder(db: Executor, orderNumber: string, email: string): Promise<TrackedOrder> {
  const found = await findOrderByNumberAndEmail(db, orderNumber.trim(), email.trim());
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const placedAt = found.order.createdAt.toISOString();
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  // Each parcel names its seller, so a guest knows which one they cancel.
  const parts = await createSellerOrdersRepository(db).partsOfOrders([found.order.id]);
  const timelines = await createParcelEventsRepository(db).ofParts(parts.map((part) => part.id));
  return {
    ...toCheckoutOrder(found),
    payment_status: orderPaymentStatus(parts) === 'paid' ? 1 : 0,
    status: buyerOrderStatus(parts.map((part) => part.status)),
    shipments: parts.map((part) => ({
      id: part.id,
      sellerName: part.sellerName ?? MARKETPLACE_SELLER_NAME,
      status: normaliseOrderStatus(part.status),
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
      items: found.items
        .filter((item) => item.sellerOrderId === part.id)
        .map((item) => ({ name: item.name, quantity: item.quantity, size: item.size, color: item.color })),
    })),
  };
}

type BagItem = { product_id: string; quantity: number; size?: string | null; color?: string | null };

/** The storefront's bag and order tracking, for guests and signed-in buyers alike. */
export function createBagService(db: Executor) {
  return {
    /**
     * The bag priced now. A coupon its shopper may not use (no one's uses left, or a signed-in
     * buyer's own) is invalid, as an unknown one is; a guest is known only at checkout.
     */
    async quote(
      items: ReadonlyArray<BagItem>,
      coupon: string | null,
      { buyerId = null }: { buyerId?: string | null } = {},
    ): Promise<CartQuote> {
      // One round trip, read as the checkout reads them.
      const read = await selectTogether<{ products: BagProduct[]; coupon?: CouponForShopper | null }>(db, {
        products: jsonRows(bagProductsSelect(items.map((item) => item.product_id))),
        ...(coupon ? { coupon: jsonRow(activeCouponSelect(coupon, couponShopperKeys({ accountId: buyerId }))) } : {}),
      });
      const found = read.coupon ?? null;
      const usable =
        found && !couponRefusal(found, found.shopperUses) ? { code: found.code, percent: found.percent } : null;
      return quoteBag(items, bagProductsById(read.products), { requested: coupon, found: usable });
    },
    track: (orderNumber: string, email: string): Promise<TrackedOrder> => trackOrder(db, orderNumber, email),
  };
}
