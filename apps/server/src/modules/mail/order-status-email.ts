import { shipmentText, type Shipment } from '@onsale/core/couriers';
import { CANCELLED_BY_WORDS, CANCELLED_BY_WORDS_FOR_THE_SHOP, type CancelledBy } from '@onsale/core/cancellation';
import { formatRupees } from '@onsale/core/money';
import { BUYER_ORDER_STATUS_LABELS, type BuyerOrderStatus } from '@onsale/core/order-status';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import type { OutgoingEmail } from './outbox.repository';
import { simpleEmail } from './simple-email';

type MovedOn = Exclude<SellerOrderStatus, 'cancelled'>;

/** What became of the items, for one item and for several: short for the subject, whole for the body. */
const STATUS_SENTENCES: Record<MovedOn, { one: string; many: string; shortOne: string; shortMany: string }> = {
  pending: {
    one: 'is waiting to be processed',
    many: 'are waiting to be processed',
    shortOne: 'is waiting to be processed',
    shortMany: 'are waiting to be processed',
  },
  processing: {
    one: 'is being prepared by the seller',
    many: 'are being prepared by the seller',
    shortOne: 'is being prepared',
    shortMany: 'are being prepared',
  },
  shipped: {
    one: 'has been shipped and is on its way to you',
    many: 'have been shipped and are on their way to you',
    shortOne: 'has been shipped',
    shortMany: 'have been shipped',
  },
  delivered: {
    one: 'has been delivered',
    many: 'have been delivered',
    shortOne: 'has been delivered',
    shortMany: 'have been delivered',
  },
  refused: {
    one: 'was refused at the door',
    many: 'were refused at the door',
    shortOne: 'was refused at the door',
    shortMany: 'were refused at the door',
  },
};

export interface OrderStatusNotice {
  orderNumber: string;
  brandName: string;
  status: SellerOrderStatus;
  /** the whole order's status as its buyer sees it */
  orderStatus: BuyerOrderStatus;
  /** how many pieces the part holds (the quantities added up) */
  itemCount: number;
  /** a cancel: who cancelled (an older cancel without one reads as the seller's) and why */
  cancelledBy?: CancelledBy | null;
  cancelReason?: string;
}

/**
 * What the buyer is told when one seller's part of an order moves. The notice's title names the
 * whole order's status (so a first parcel of two reads "Partly shipped", never "Shipped"); the
 * e-mail's subject and the body say what happened to the part that moved, and a cancel says who
 * cancelled it ("You cancelled …", "The seller cancelled …", "OnSale cancelled …") and why.
 */
export function orderStatusMessage(input: OrderStatusNotice): { title: string; subject: string; body: string } {
  const one = input.itemCount === 1;
  const items = `${one ? 'item' : 'items'} from ${input.brandName}`;
  let headline: string;
  let part: string;
  if (input.status === 'cancelled') {
    const who = CANCELLED_BY_WORDS[input.cancelledBy ?? 'seller'];
    headline = `${who} your ${items}`;
    const reason = input.cancelReason ? ` Reason: ${input.cancelReason.replace(/\.$/, '')}.` : '';
    part = `${who} your ${items} in order ${input.orderNumber}.${reason}`;
  } else {
    const sentence = STATUS_SENTENCES[input.status];
    headline = `Your ${items} ${one ? sentence.shortOne : sentence.shortMany}`;
    part = `Your ${items} in order ${input.orderNumber} ${one ? sentence.one : sentence.many}.`;
  }
  const partly = input.orderStatus === 'partly_shipped' || input.orderStatus === 'partly_delivered';
  return {
    title: `Order ${input.orderNumber}: ${BUYER_ORDER_STATUS_LABELS[input.orderStatus]}`,
    subject: `Order ${input.orderNumber}: ${headline}`,
    body: partly ? `${part} The rest of your order comes separately.` : part,
  };
}

export function orderStatusEmail(
  input: Omit<OrderStatusNotice, 'itemCount'> & {
    to: string;
    customerName: string;
    orderId: string;
    items: { name: string; quantity: number; total: number }[];
    /** the part's cash line (core's parcelCashText): what the rider collects, or that it was paid; none when cancelled */
    parcelCash?: string | null;
    /** a part handed to a courier: its courier and tracking number */
    shipment?: Shipment | null;
  },
  publicUrl: string,
): OutgoingEmail {
  const itemCount = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const { subject, body } = orderStatusMessage({ ...input, itemCount });
  const lines = [
    `Dear ${input.customerName},`,
    body,
    ...input.items.map((item) => `${item.quantity} × ${item.name} — ${formatRupees(item.total)}`),
  ];
  if (input.shipment) {
    lines.push(shipmentText(input.shipment));
    if (input.shipment.trackingUrl) lines.push(`Follow it on the courier's site: ${input.shipment.trackingUrl}`);
  }
  if (input.parcelCash) lines.push(`${input.parcelCash}.`);
  if (input.status === 'cancelled' || input.status === 'refused')
    lines.push(`You will not be charged for ${itemCount === 1 ? 'this item' : 'these items'} (cash on delivery).`);
  return simpleEmail(`order-${input.status}`, input.to, subject, lines, {
    href: `${publicUrl}/order/${input.orderId}`,
    label: 'View your order',
  });
}

/**
 * What the seller is told when the shopper or OnSale cancels the seller's part ("The shopper
 * cancelled …", "OnSale cancelled …"), so nobody packs a parcel that will not be paid for.
 */
export function sellerCancelNotice(input: {
  orderNumber: string;
  cancelledBy: Exclude<CancelledBy, 'seller'>;
  cancelReason: string;
  itemCount: number;
}): { title: string; body: string } {
  const who = CANCELLED_BY_WORDS_FOR_THE_SHOP[input.cancelledBy];
  const pieces = input.itemCount === 1 ? '1 item' : `${input.itemCount} items`;
  const reason = input.cancelReason ? ` Reason: ${input.cancelReason.replace(/\.$/, '')}.` : '';
  return {
    title: `Order ${input.orderNumber}: ${who} your items`,
    body: `${who} order ${input.orderNumber} (${pieces}) before it shipped; don't pack it.${reason} The items are back in your stock.`,
  };
}

export function sellerCancelEmail(
  input: Parameters<typeof sellerCancelNotice>[0] & { to: string; sellerOrderId: string },
  publicUrl: string,
): OutgoingEmail {
  const { title, body } = sellerCancelNotice(input);
  return simpleEmail('seller-order-cancelled', input.to, title, [body], {
    href: `${publicUrl}/seller/orders/${input.sellerOrderId}`,
    label: 'View the order',
  });
}

export interface ParcelUpdateNotice {
  orderNumber: string;
  brandName: string;
  event: 'out_for_delivery' | 'attempt_failed';
  itemCount: number;
  /** a failed attempt's reason */
  reason?: string;
}

/**
 * What the buyer is told when a parcel goes out with a rider, or a rider could not deliver it:
 * the one day a shopper must be at the door with the cash, and what to do after a failed attempt.
 */
export function parcelUpdateMessage(input: ParcelUpdateNotice): { title: string; body: string } {
  const one = input.itemCount === 1;
  const items = `${one ? 'item' : 'items'} from ${input.brandName}`;
  if (input.event === 'out_for_delivery') {
    return {
      title: `Order ${input.orderNumber}: out for delivery`,
      body: `Your ${items} in order ${input.orderNumber} ${one ? 'is' : 'are'} out for delivery today.`,
    };
  }
  const reason = input.reason ? ` (${input.reason.replace(/\.$/, '')})` : '';
  return {
    title: `Order ${input.orderNumber}: delivery attempt failed`,
    body: `The courier could not deliver your ${items} in order ${input.orderNumber}${reason}. They will try again: please answer the courier's call.`,
  };
}

export function parcelUpdateEmail(
  input: ParcelUpdateNotice & {
    to: string;
    customerName: string;
    orderId: string;
    /** the part's cash line (core's parcelCashText) */
    parcelCash?: string | null;
    shipment?: Shipment | null;
  },
  publicUrl: string,
): OutgoingEmail {
  const { title, body } = parcelUpdateMessage(input);
  const lines = [`Dear ${input.customerName},`, body];
  if (input.shipment) {
    lines.push(shipmentText(input.shipment));
    if (input.shipment.trackingUrl) lines.push(`Follow it on the courier's site: ${input.shipment.trackingUrl}`);
  }
  if (input.parcelCash) lines.push(`${input.parcelCash}.`);
  return simpleEmail(`parcel-${input.event.replaceAll('_', '-')}`, input.to, title, lines, {
    href: `${publicUrl}/order/${input.orderId}`,
    label: 'View your order',
  });
}

/**
 * What the seller is told when their parcel is refused at the door and goes back to them: to check
 * it when it arrives, so its items go back in stock.
 */
export function sellerReturnNotice(input: { orderNumber: string; itemCount: number }): { title: string; body: string } {
  const pieces = input.itemCount === 1 ? '1 item' : `${input.itemCount} items`;
  return {
    title: `Order ${input.orderNumber}: parcel returned to sender`,
    body: `The parcel of order ${input.orderNumber} (${pieces}) was refused at the door and is coming back to you. When it arrives, check it back in on the order page: in good condition its items go back in your stock.`,
  };
}

export function sellerReturnEmail(
  input: Parameters<typeof sellerReturnNotice>[0] & { to: string; sellerOrderId: string },
  publicUrl: string,
): OutgoingEmail {
  const { title, body } = sellerReturnNotice(input);
  return simpleEmail('seller-parcel-returned', input.to, title, [body], {
    href: `${publicUrl}/seller/orders/${input.sellerOrderId}`,
    label: 'View the order',
  });
}
