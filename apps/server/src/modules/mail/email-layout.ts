/** The shop's colours, as the web app's stylesheet has them. */
const INK = '#221f20';
const ACCENT = '#c2185b';

/**
 * Every e-mail's HTML in the shop's one layout: the OnSale wordmark above, the message on a white
 * card, the support hours below. Inline styles and tables only, as mail clients want; the wordmark
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
<tr><td style="padding:16px 4px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6c6566">OnSale: real discounts from Pakistan's brands, cash on delivery. Support Mon-Fri 9 AM-6 PM.</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
