import type { CheckoutOrder } from '@onsale/core/contracts/checkout';
import { formatRupees } from '@onsale/core/money';
import { payRiderText } from '@onsale/core/part-payment';
import type { OutgoingEmail } from './outbox.repository';
import { escapeHtml } from '@onsale/core/html';
import { awaitingConfirmationText } from '@onsale/core/order-confirmation';

export interface ReceiptOptions {
  publicUrl: string;
  /**
   * The one-time set-password link for the account of the order's e-mail; never a password. `new`:
   * an account without a password (made by this or an earlier checkout). `take-over`: an account
   * somebody opened with this e-mail without proving it, which the link hands to whoever reads it.
   */
  accountLink?: { token: string; account: 'new' | 'take-over' };
  /**
   * The order's parcels, one per seller, in the order they first appear in the bag: the brands in
   * each and the cash its rider collects (core's cashToCollect, the coupon shared out as checkout shares it).
   */
  parcels?: ReadonlyArray<{ brands: readonly string[]; cash: number }>;
  /**
   * An order awaiting its shopper's confirmation: the one-time link that confirms it and the hours
   * it waits, or (a phone with too many refusals at the door) the note that we will call.
   */
  confirmation?: { token: string; hours: number } | { byCall: string };
}

/** The page the receipt's confirmation link opens; it confirms the order once. */
export function confirmOrderUrl(publicUrl: string, token: string, orderId: string): string {
  return `${publicUrl}/order/confirm?${new URLSearchParams({ token, order: orderId }).toString()}`;
}

/** The e-mail "Confirm now" sends again when no SMS gateway is configured: a fresh link, the last one sent being the one that works. */
export function confirmationLinkEmail(
  order: { to: string; customerName: string; orderNumber: string; orderId: string; hours: number },
  token: string,
  publicUrl: string,
): OutgoingEmail {
  const url = confirmOrderUrl(publicUrl, token, order.orderId);
  const wait = awaitingConfirmationText(order.hours);
  return {
    kind: 'order_confirmation',
    to: order.to,
    subject: `Confirm your OnSale order ${order.orderNumber}`,
    text: [`Dear ${order.customerName},`, '', wait, '', `Confirm order ${order.orderNumber}: ${url}`].join('\n'),
    html: `<p>Dear ${escapeHtml(order.customerName)},</p>
<p>${escapeHtml(wait)}</p>
<p><a href="${escapeHtml(url)}">Confirm order ${escapeHtml(order.orderNumber)}</a></p>`,
  };
}

/** "Pay Rs. 4,250 to the rider for this parcel", for each parcel of the order (named when there are several). */
export function parcelCashLines(parcels: NonNullable<ReceiptOptions['parcels']>): string[] {
  if (parcels.length === 1) return [`${payRiderText(parcels[0]!.cash)}.`];
  return parcels.map(
    (parcel, index) =>
      `Parcel ${index + 1} of ${parcels.length} (${parcel.brands.join(', ')}): ${payRiderText(parcel.cash)}.`,
  );
}

export function trackOrderUrl(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/track?order=${encodeURIComponent(orderNumber)}`;
}

/** The receipt's set-password page; after the password it shows the order (`order`), and for a take-over it says what the password does. */
export function setPasswordUrl(
  publicUrl: string,
  token: string,
  options: { orderId?: string; takeOver?: boolean } = {},
): string {
  const query = new URLSearchParams({ token });
  if (options.orderId) query.set('order', options.orderId);
  if (options.takeOver) query.set('account', 'existing');
  return `${publicUrl}/set-password?${query.toString()}`;
}

/** What the receipt says above its set-password link. */
export const RECEIPT_NEW_ACCOUNT_TEXT =
  'We made an OnSale account for you with this e-mail address. Set its password to see your orders at any time (the link works once, for 7 days):';
export const RECEIPT_TAKE_OVER_TEXT =
  'This e-mail address already has an OnSale account, opened without confirming the address. If you choose a password with this link, the account becomes yours: its old password stops working, everyone signed in to it is signed out, and this order shows in it. If you opened that account yourself, choosing a new password here is safe too (the link works once, for 7 days):';

/**
 * The order receipt: number, items, totals in rupees, delivery address, tracking link, and for a
 * guest the link that brings the order into the account of this e-mail by setting its password. Only
 * the receipt carries the link: whoever opens it owns the address, and so the account from then on.
 */
/** "Near Liberty Market", also when the shopper typed the "Near" (never "Near Near …"). */
export function landmarkLine(landmark: string): string {
  const place = landmark.trim();
  return /^near\b/i.test(place) ? `Near ${place.replace(/^near\b\s*/i, '')}` : `Near ${place}`;
}

/** A picture's address as a mail client needs it: absolute (an upload's is a path on the shop). */
function absoluteUrl(publicUrl: string, url: string): string | null {
  if (url === '') return null;
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function receiptEmail(order: CheckoutOrder, options: ReceiptOptions): OutgoingEmail {
  const trackUrl = trackOrderUrl(options.publicUrl, order.order_number);
  const link = options.accountLink;
  const passwordUrl = link
    ? setPasswordUrl(options.publicUrl, link.token, { orderId: order.id, takeOver: link.account === 'take-over' })
    : null;
  const linkText = link?.account === 'take-over' ? RECEIPT_TAKE_OVER_TEXT : RECEIPT_NEW_ACCOUNT_TEXT;
  const linkLabel = link?.account === 'take-over' ? 'Choose a password and take the account over' : 'Set its password';
  const itemLine = (item: CheckoutOrder['order_items'][number]) => {
    const choices = [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(', ');
    return {
      label: `${item.product.name}${choices ? ` (${choices})` : ''}`,
      detail: `${item.quantity} × ${formatRupees(item.price)}`,
      total: formatRupees(item.total),
      picture: absoluteUrl(options.publicUrl, item.product.image),
    };
  };
  const items = order.order_items.map(itemLine);
  const cashToPay = order.grand_total - order.credit_amount;
  const payText = (cash: number) =>
    cash > 0
      ? `please pay ${formatRupees(cash)} in cash when it arrives.`
      : 'your OnSale credit paid for it, so there is nothing to pay when it arrives.';
  const totals: Array<[string, string]> = [
    ['Subtotal', formatRupees(order.order_total)],
    ['Shipping', formatRupees(order.shipping_cost)],
    ...(order.discount_amount > 0
      ? [
          [`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`, formatRupees(-order.discount_amount)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(order.tax_amount > 0 ? [['Tax', formatRupees(order.tax_amount)] as [string, string]] : []),
    ...(order.credit_amount > 0
      ? [
          ['Total', formatRupees(order.grand_total)] as [string, string],
          ['Paid with OnSale credit', formatRupees(-order.credit_amount)] as [string, string],
        ]
      : []),
    ['Total to pay on delivery', formatRupees(cashToPay)],
  ];
  const cashLines = options.parcels ? parcelCashLines(options.parcels) : [];
  const confirmation = options.confirmation;
  const confirmUrl =
    confirmation && 'token' in confirmation ? confirmOrderUrl(options.publicUrl, confirmation.token, order.id) : null;
  const confirmText = confirmation
    ? 'token' in confirmation
      ? awaitingConfirmationText(confirmation.hours)
      : confirmation.byCall
    : null;
  const addressLines = [
    order.full_name,
    order.address,
    order.landmark && landmarkLine(order.landmark),
    `${order.city}, ${order.state} ${order.zip}`.trim(),
    `Phone: ${order.phone}`,
  ].filter(Boolean) as string[];

  const text = [
    `Dear ${order.full_name},`,
    '',
    `Thank you for your order ${order.order_number}. We will deliver it in 4-5 business days; ${payText(cashToPay)}`,
    '',
    ...(confirmText ? [confirmText, ...(confirmUrl ? [`Confirm your order: ${confirmUrl}`] : []), ''] : []),
    'Items:',
    ...items.map((item) => `- ${item.label}: ${item.detail} = ${item.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(cashLines.length > 0 ? [...cashLines, ''] : []),
    'Delivery address:',
    ...addressLines,
    ...(order.delivery_instructions ? ['', `Delivery instructions: ${order.delivery_instructions}`] : []),
    '',
    `Track your order: ${trackUrl}`,
    ...(passwordUrl ? ['', linkText, passwordUrl] : []),
    // the support contacts follow as the e-mail is sent (withSupportContacts)
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle';
  const picture = (url: string | null) =>
    url
      ? `<img src="${escapeHtml(url)}" width="56" height="56" alt="" style="display:block;border-radius:4px;object-fit:cover">`
      : '';
  const html = `<p>Dear ${escapeHtml(order.full_name)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.order_number)}</strong>. We will deliver it in 4-5 business days; ${cashToPay > 0 ? `please pay <strong>${formatRupees(cashToPay)}</strong> in cash when it arrives.` : escapeHtml(payText(0))}</p>
${confirmText ? `<p><strong>${escapeHtml(confirmText)}</strong>${confirmUrl ? ` <a href="${escapeHtml(confirmUrl)}">Confirm your order</a>` : ''}</p>` : ''}
<table role="presentation" width="100%" style="border-collapse:collapse">
${items.map((item) => `<tr><td style="${cell};width:56px">${picture(item.picture)}</td><td style="${cell}">${escapeHtml(item.label)}</td><td style="${cell}">${escapeHtml(item.detail)}</td><td style="${cell};text-align:right">${item.total}</td></tr>`).join('\n')}
${totals.map(([label, value]) => `<tr><td colspan="3" style="${cell}">${escapeHtml(label)}</td><td style="${cell};text-align:right">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${cashLines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><strong>Delivery address</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>
${order.delivery_instructions ? `<p>Delivery instructions: ${escapeHtml(order.delivery_instructions)}</p>` : ''}
<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>
${passwordUrl ? `<p>${escapeHtml(linkText)} <a href="${escapeHtml(passwordUrl)}">${linkLabel}</a></p>` : ''}`;

  return { kind: 'receipt', to: order.email, subject: `Your OnSale order ${order.order_number}`, text, html };
}
