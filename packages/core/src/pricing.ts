/** The shop's discount and on-sale rules (spec section 5), written once for the server and the web. */
import { formatRupees } from './money';

/** Rounded percentage taken off `originalPrice` to reach `price`; 0 unless both are positive and the original is higher. */
export function discountPercentOf(originalPrice: number | null | undefined, price: number): number {
  if (!originalPrice || originalPrice <= 0 || price <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** A product is on sale when its discount percent is positive or its original price is above its price. */
export function isOnSale(product: {
  discountPercent: number | null | undefined;
  originalPrice: number | null | undefined;
  price: number;
}): boolean {
  return (product.discountPercent ?? 0) > 0 || (product.originalPrice != null && product.originalPrice > product.price);
}

/**
 * The discount percent to store. Beside an original price it is the one the prices make, whatever
 * was stated (a stated one that disagrees is refused first, see discountPercentProblem); without an
 * original price the stated one (0-100) stands, as the spec lets a seller say "30% off" alone.
 */
export function effectiveDiscountPercent(
  given: number | null | undefined,
  originalPrice: number | null | undefined,
  price: number,
): number {
  if (originalPrice != null && originalPrice > 0) return discountPercentOf(originalPrice, price);
  if (given != null && given > 0) return Math.min(100, Math.max(0, Math.round(given)));
  return 0;
}

/**
 * Why a stated discount percent contradicts the prices, or null when it does not. None stated (empty
 * or 0) never does: it is computed. Beside an original price, the stated one must be the percentage
 * the prices make to within one point (so 33 and 34 both stand for 33.5%), and there is none to state
 * when the original is not higher than the price.
 */
export function discountPercentProblem(
  given: number | null | undefined,
  originalPrice: number | null | undefined,
  price: number | null | undefined,
): string | null {
  if (given == null || given <= 0 || originalPrice == null || originalPrice <= 0 || price == null || price <= 0)
    return null;
  if (originalPrice <= price)
    return 'Discount percent must be empty when the original price is not higher than the price';
  const exact = ((originalPrice - price) / originalPrice) * 100;
  if (Math.abs(given - exact) < 1) return null;
  return `Discount percent must match the prices: ${formatRupees(originalPrice)} down to ${formatRupees(price)} is ${discountPercentOf(originalPrice, price)}% off`;
}
