import { formatRupees } from '@onsale/core/money';
import { BUYER_ORDER_STATUS_LABELS, type BuyerOrderStatus } from '@onsale/core/order-status';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import type { OutgoingEmail } from './outbox.repository';
import { simpleEmail } from './simple-email';

/** What became of the items, for one item and for several. */
const STATUS_SENTENCES: Record<SellerOrderStatus, { one: string; many: string }> = {
  pending: { one: 'is waiting to be processed', many: 'are waiting to be processed' },
  processing: { one: 'is being prepared by the seller', many: 'are being prepared by the seller' },
  shipped: { one: 'has been shipped and is on its way to you', many: 'have been shipped and are on their way to you' },
  delivered: { one: 'has been delivered', many: 'have been delivered' },
  cancelled: { one: 'has been cancelled by the seller', many: 'have been cancelled by the seller' },
  refused: { one: 'was refused at the door', many: 'were refused at the door' },
};

export interface OrderStatusNotice {
  orderNumber: string;
  brandName: string;
  status: SellerOrderStatus;
  /** the whole order's status as its buyer sees it */
  orderStatus: BuyerOrderStatus;
  /** how many pieces the part holds (the quantities added up) */
  itemCount: number;
}

/**
 * What the buyer is told when one seller's part of an order moves: the title names the whole
 * order's status (so a first parcel of two reads "Partly shipped", never "Shipped"), the body the
 * part that moved ("Your item … has" for one piece, "Your items … have" for more).
 */
export function orderStatusMessage(input: OrderStatusNotice): { title: string; body: string } {
  const one = input.itemCount === 1;
  const part = `Your ${one ? 'item' : 'items'} from ${input.brandName} in order ${input.orderNumber} ${STATUS_SENTENCES[input.status][one ? 'one' : 'many']}.`;
  const partly = input.orderStatus === 'partly_shipped' || input.orderStatus === 'partly_delivered';
  return {
    title: `Order ${input.orderNumber}: ${BUYER_ORDER_STATUS_LABELS[input.orderStatus]}`,
    body: partly ? `${part} The rest of your order comes separately.` : part,
  };
}

export function orderStatusEmail(
  input: Omit<OrderStatusNotice, 'itemCount'> & {
    to: string;
    customerName: string;
    orderId: string;
    items: { name: string; quantity: number; total: number }[];
  },
  publicUrl: string,
): OutgoingEmail {
  const itemCount = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const { title, body } = orderStatusMessage({ ...input, itemCount });
  const lines = [
    `Dear ${input.customerName},`,
    body,
    ...input.items.map((item) => `${item.quantity} × ${item.name} — ${formatRupees(item.total)}`),
  ];
  if (input.status === 'cancelled' || input.status === 'refused')
    lines.push(`You will not be charged for ${itemCount === 1 ? 'this item' : 'these items'} (cash on delivery).`);
  return simpleEmail(`order-${input.status}`, input.to, title, lines, {
    href: `${publicUrl}/order/${input.orderId}`,
    label: 'View your order',
  });
}
