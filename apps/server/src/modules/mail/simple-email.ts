import { escapeHtml } from '@onsale/core/html';
import type { OutgoingEmail } from './outbox.repository';

/** A short e-mail of plain paragraphs, with at most one link: the text signed OnSale, the HTML in the shop's layout (emailInsert). */
export function simpleEmail(
  kind: string,
  to: string,
  subject: string,
  lines: string[],
  link?: { href: string; label: string },
): OutgoingEmail {
  const text = [...lines, ...(link ? [`${link.label}: ${link.href}`] : []), '', 'OnSale'].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `${paragraphs}${link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return { kind, to, subject, text, html };
}
