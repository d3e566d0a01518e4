/**
 * Who is public in the shop (decision 0020). A product is public when its seller, if it has one,
 * is approved and not blocked, and neither its category nor its top category is hidden. The
 * database decides it (products.listed, kept by the `product_hidden_reason` function); this is
 * how its answer is shown to the seller and the admins.
 */
export const PRODUCT_HIDDEN_REASONS = {
  seller_pending: 'Seller pending approval',
  seller_rejected: 'Seller not approved',
  seller_blocked: 'Seller blocked',
  category_hidden: 'Category hidden',
} as const;

export type ProductHiddenReason = keyof typeof PRODUCT_HIDDEN_REASONS;

/** The sentence for a reason code from the database; null (public) stays null. */
export function productHiddenReasonText(code: string | null): string | null {
  if (code === null) return null;
  return PRODUCT_HIDDEN_REASONS[code as ProductHiddenReason] ?? 'Hidden from the shop';
}
