import { escapeHtml } from '@onsale/core/html';

/** The shop's colours, as the web app's stylesheet has them. */
const INK = '#221f20';
const ACCENT = '#c2185b';

/**
 * Every e-mail's HTML in the shop's one layout: the OnSale wordmark above, the message on a white
 * card, the shop's support contacts below (`withSupportContacts` fills them in as it is sent). Inline styles and tables only, as mail clients want; the wordmark
 * is text, so it shows where pictures are blocked. The plain-text part is left as it is written.
 */
export function emailLayout(bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f5f2ef">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f2ef"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:0 4px 16px;font-family:Arial,Helvetica,sans-serif;font-size:26px;font-weight:bold;color:${INK}">On<span style="color:${ACCENT}">Sale</span></td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${INK}">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 4px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6c6566">OnSale: real discounts from Pakistan's brands, cash on delivery.${SUPPORT_CONTACTS}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** Where the layout's footer takes the support contacts. */
const SUPPORT_CONTACTS = '<!--support-contacts-->';

export interface SupportContacts {
  supportEmail: string;
  supportPhone: string;
  supportHours: string;
}

/**
 * "Questions? E-mail support@onsale.pk or call +92 42 111 667 253 (Mon-Fri 9 AM-6 PM).", each
 * contact shown by `show` (as it is, or as a link); empty without an e-mail or a phone.
 */
function contactsSentence(
  { supportEmail, supportPhone, supportHours }: SupportContacts,
  show: { email(address: string): string; phone(number: string): string; text(words: string): string },
): string {
  const ways = [
    supportEmail && `e-mail ${show.email(supportEmail)}`,
    supportPhone && `call ${show.phone(supportPhone)}`,
  ]
    .filter(Boolean)
    .join(' or ');
  if (!ways) return '';
  return `Questions? ${ways[0]!.toUpperCase()}${ways.slice(1)}${supportHours ? ` (${show.text(supportHours)})` : ''}.`;
}

const asIs = (words: string) => words;

/** The support contacts in words, as the text part of every e-mail ends. */
export const supportContactsText = (contacts: SupportContacts): string =>
  contactsSentence(contacts, { email: asIs, phone: asIs, text: asIs });

/**
 * An e-mail as it is sent: the shop's support contacts, from the admin's settings at the time of
 * sending, end its text and fill its footer, and a reply goes to the support e-mail.
 */
export function withSupportContacts<T extends { text: string; html: string }>(
  email: T,
  contacts: SupportContacts,
): T & { replyTo?: string } {
  const words = supportContactsText(contacts);
  if (!words) return email;
  const link = (href: string, shown: string) =>
    `<a href="${escapeHtml(href)}" style="color:#6c6566">${escapeHtml(shown)}</a>`;
  const html = contactsSentence(contacts, {
    email: (address) => link(`mailto:${address}`, address),
    phone: (number) => link(`tel:${number.replace(/[^\d+]/g, '')}`, number),
    text: escapeHtml,
  });
  return {
    ...email,
    text: `${email.text.trimEnd()}\n\n${words}`,
    html: email.html.replace(SUPPORT_CONTACTS, ` ${html}`),
    ...(contacts.supportEmail && { replyTo: contacts.supportEmail }),
  };
}
