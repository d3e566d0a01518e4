/** The shop's discount and on-sale rules (spec section 5), written once for the server and the web. */

/** Rounded percentage taken off `originalPrice` to reach `price`; 0 unless both are positive and the original is higher. */
export function discountPercentOf(originalPrice: number | null | undefined, price: number): number {
  if (!originalPrice || originalPrice <= 0 || price <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** A product is on sale when its discount percent is positive or its original price is above its price. */
export function isOnSale(product: { discountPercent: number | null | undefined; originalPrice: number | null | undefined; price: number }): boolean {
  return (product.discountPercent ?? 0) > 0 || (product.originalPrice != null && product.originalPrice > product.price);
}

/** The discount percent to store: the given one (0-100), or the one computed from the prices when none is given. */
export function effectiveDiscountPercent(given: number | null | undefined, originalPrice: number | null | undefined, price: number): number {
  if (given != null && given > 0) return Math.min(100, Math.max(0, Math.round(given)));
  return discountPercentOf(originalPrice, price);
}
