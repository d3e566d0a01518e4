import { formatRupees } from '@onsale/core/money';
import { SELLER_ORDER_STATUS_LABELS, type SellerOrderStatus } from '@onsale/core/seller-order-status';
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
  pending: 'is waiting to be processed',
  processing: 'is being prepared by the seller',
  shipped: 'has been shipped and is on its way to you',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled by the seller',
};

export function orderStatusMessage(input: { orderNumber: string; brandName: string; status: SellerOrderStatus }): { title: string; body: string } {
  return {
    title: `Order ${input.orderNumber}: ${SELLER_ORDER_STATUS_LABELS[input.status]}`,
    body: `Your items from ${input.brandName} in order ${input.orderNumber} ${STATUS_SENTENCES[input.status]}.`,
  };
}

export function orderStatusEmail(
  input: { to: string; customerName: string; orderNumber: string; orderId: string; brandName: string; status: SellerOrderStatus; items: { name: string; quantity: number; total: number }[] },
  publicUrl: string,
): OutgoingEmail {
  const { title, body } = orderStatusMessage(input);
  const lines = [`Dear ${input.customerName},`, body, ...input.items.map((item) => `${item.quantity} × ${item.name} — ${formatRupees(item.total)}`)];
  if (input.status === 'cancelled') lines.push('You will not be charged for these items (cash on delivery).');
  return email(`order-${input.status}`, input.to, title, lines, { href: `${publicUrl}/order/${input.orderId}`, label: 'View your order' });
}
