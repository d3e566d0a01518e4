import { effectiveDiscountPercent, isOnSale } from '@onsale/core/pricing';
import sanitizeHtml from 'sanitize-html';
import type { products } from '../../db/schema';

export type ProductInsert = typeof products.$inferInsert;

export interface ProductFields {
  name: string;
  description: string;
  longDescription: string;
  brandName: string;
  price: number;
  originalPrice: number | null;
  discountPercent: number | null;
}

/** Long descriptions are HTML from sellers and imports: only formatting survives, so stored XSS is impossible. */
export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'blockquote',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
    ],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
  });
}

/**
 * The derived columns every product write must carry: the discount percent and on-sale flag
 * from the shop's rules, the sanitized description and the text the search looks in.
 */
export function derivedProductColumns(fields: ProductFields, categoryNames: string[]) {
  const discountPercent = effectiveDiscountPercent(fields.discountPercent, fields.originalPrice, fields.price);
  return {
    // What the prices claim; the database keeps discount_percent and on_sale to the honest figure (decision 0031).
    claimedDiscountPercent: discountPercent,
    discountPercent,
    onSale: isOnSale({ discountPercent, originalPrice: fields.originalPrice, price: fields.price }),
    longDescription: sanitizeDescriptionHtml(fields.longDescription),
    searchText: [fields.name, fields.description, fields.brandName, ...categoryNames].join(' ').toLowerCase(),
  };
}
