import { formatRupees } from '@onsale/core/money';
import { countOf } from '@onsale/core/plural';
import type { OutgoingEmail } from './outbox.repository';
import { simpleEmail } from './simple-email';

export interface NewPartNotice {
  orderNumber: string;
  /** the seller's part page in the seller area */
  sellerOrderId: string;
  items: { name: string; quantity: number; size: string; color: string }[];
  /** paisa: what the rider collects for the parcel */
  cashToCollect: number;
}

/** "New order OS-…: 2 items to pack": the pieces of the part, the quantities added up. */
export function newOrderTitle(notice: Pick<NewPartNotice, 'orderNumber' | 'items'>): string {
  const pieces = notice.items.reduce((sum, item) => sum + item.quantity, 0);
  return `New order ${notice.orderNumber}: ${countOf(pieces, 'item')} to pack`;
}

const lineOf = (item: NewPartNotice['items'][number]) => {
  const choices = [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(', ');
  return `${item.quantity} × ${item.name}${choices ? ` (${choices})` : ''}`;
};

export const sellerOrderUrl = (publicUrl: string, sellerOrderId: string) =>
  `${publicUrl}/seller/orders/${sellerOrderId}`;

/** The seller is told of a confirmed order holding their items: what to pack and the cash the rider collects. */
export function newSellerOrderEmail(
  seller: { email: string; firstName: string; brandName: string },
  notice: NewPartNotice,
  publicUrl: string,
): OutgoingEmail {
  return simpleEmail(
    'seller-new-order',
    seller.email,
    newOrderTitle(notice),
    [
      `Dear ${seller.firstName || seller.brandName},`,
      `Order ${notice.orderNumber} is confirmed by its shopper. Please pack:`,
      ...notice.items.map(lineOf),
      `Cash on delivery: the rider collects ${formatRupees(notice.cashToCollect)} for this parcel.`,
    ],
    { href: sellerOrderUrl(publicUrl, notice.sellerOrderId), label: 'Open the order' },
  );
}

export interface LatePart {
  sellerOrderId: string;
  orderNumber: string;
  confirmedAt: Date;
  status: string;
}

/** The daily reminder: the seller's confirmed parts not yet shipped two days after confirmation, oldest first. */
export function partsToShipEmail(
  seller: { email: string; firstName: string; brandName: string },
  parts: LatePart[],
  publicUrl: string,
): OutgoingEmail {
  const days = (part: LatePart) => Math.floor((Date.now() - part.confirmedAt.getTime()) / 86_400_000);
  return simpleEmail(
    'seller-parts-to-ship',
    seller.email,
    `${countOf(parts.length, 'order')} not shipped yet`,
    [
      `Dear ${seller.firstName || seller.brandName},`,
      `${countOf(parts.length, 'order was', 'orders were')} confirmed more than two days ago and ${parts.length === 1 ? 'is' : 'are'} not shipped yet. Shoppers are waiting:`,
      ...parts.map(
        (part) =>
          `${part.orderNumber}: ${part.status}, confirmed ${countOf(days(part), 'day')} ago — ${sellerOrderUrl(publicUrl, part.sellerOrderId)}`,
      ),
    ],
    { href: `${publicUrl}/seller/orders`, label: 'Open your orders' },
  );
}
