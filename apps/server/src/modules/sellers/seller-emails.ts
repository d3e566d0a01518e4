import { formatRupees } from '@onsale/core/money';
import { BUYER_ORDER_STATUS_LABELS, type BuyerOrderStatus } from '@onsale/core/order-status';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import type { OutgoingEmail } from '../mail/outbox.repository';
import { escapeHtml } from '@onsale/core/html';

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

function email(kind: string, to: string, subject: string, lines: string[], link?: { href: string; label: string }): OutgoingEmail {
  const text = [...lines, ...(link ? [`${link.label}: ${link.href}`] : []), '', 'OnSale'].join('\n');
  const html = `${paragraphs(lines)}${link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}\n<p>OnSale</p>`;
  return { kind, to, subject, text, html };
}

export function sellerDecisionEmail(
  status: 'approved' | 'rejected',
  seller: { email: string; firstName: string; brandName: string },
  publicUrl: string | undefined,
): OutgoingEmail {
  const greeting = `Dear ${seller.firstName || seller.brandName},`;
  if (status === 'approved') {
    return email(
      'seller-approved',
      seller.email,
      `Your seller account for ${seller.brandName} is approved`,
      [greeting, `Your seller account for ${seller.brandName} has been approved. You can now add products and fulfil orders from your seller dashboard.`],
      publicUrl ? { href: `${publicUrl}/seller`, label: 'Open your seller dashboard' } : undefined,
    );
  }
  return email('seller-rejected', seller.email, `Your seller application for ${seller.brandName}`, [
    greeting,
    `We are sorry: your seller application for ${seller.brandName} was not approved. Reply to this e-mail or contact support (Mon-Fri 9 AM-6 PM) if you would like to know more.`,
  ]);
}

const STATUS_SENTENCES: Record<SellerOrderStatus, string> = {
  pending: 'are waiting to be processed',
  processing: 'are being prepared by the seller',
  shipped: 'have been shipped and are on their way to you',
  delivered: 'have been delivered',
  cancelled: 'have been cancelled by the seller',
};

/**
 * What the buyer is told when one seller's part of an order moves: the title names the whole
 * order's status (so a first parcel of two reads "Partly shipped", never "Shipped"), the body the
 * part that moved.
 */
export function orderStatusMessage(input: { orderNumber: string; brandName: string; status: SellerOrderStatus; orderStatus: BuyerOrderStatus }): { title: string; body: string } {
  const part = `Your items from ${input.brandName} in order ${input.orderNumber} ${STATUS_SENTENCES[input.status]}.`;
  const partly = input.orderStatus === 'partly_shipped' || input.orderStatus === 'partly_delivered';
  return {
    title: `Order ${input.orderNumber}: ${BUYER_ORDER_STATUS_LABELS[input.orderStatus]}`,
    body: partly ? `${part} The rest of your order comes separately.` : part,
  };
}

export function orderStatusEmail(
  input: { to: string; customerName: string; orderNumber: string; orderId: string; brandName: string; status: SellerOrderStatus; orderStatus: BuyerOrderStatus; items: { name: string; quantity: number; total: number }[] },
  publicUrl: string,
): OutgoingEmail {
  const { title, body } = orderStatusMessage(input);
  const lines = [`Dear ${input.customerName},`, body, ...input.items.map((item) => `${item.quantity} × ${item.name} — ${formatRupees(item.total)}`)];
  if (input.status === 'cancelled') lines.push('You will not be charged for these items (cash on delivery).');
  return email(`order-${input.status}`, input.to, title, lines, { href: `${publicUrl}/order/${input.orderId}`, label: 'View your order' });
}
