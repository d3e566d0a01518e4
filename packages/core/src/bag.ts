/** The bag's rules (spec sections 4, 5 and 9), applied by the bag page and by checkout on the server. */
export const SHIPPING_PER_LINE = 25_000; // Rs. 250 for each distinct line, not per unit
export const COUPON_CODE = 'ONSALENOW20';
export const MAX_LINE_QUANTITY = 99;

export interface BagLineTotalsInput {
  price: number; // paisa per unit
  quantity: number;
}

export interface BagTotals {
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  total: number;
}

/** Coupon codes are compared case-insensitively and without surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Discount of `percent` on the subtotal only (never on shipping), rounded to the paisa. */
export function couponDiscount(subtotal: number, percent: number): number {
  return Math.round((subtotal * percent) / 100);
}

export function bagTotals(lines: BagLineTotalsInput[], couponPercent = 0): BagTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = lines.length * SHIPPING_PER_LINE;
  const discount = couponPercent > 0 ? couponDiscount(subtotal, couponPercent) : 0;
  const tax = 0;
  return { subtotal, shipping, discount, tax, total: subtotal - discount + shipping + tax };
}

/**
 * What a bag line is now: its product gone, a size or colour to choose (its stock was split by size
 * since the line was added), out of stock, short of the quantity wanted, or available.
 */
export type BagLineStatus = 'available' | 'short' | 'out_of_stock' | 'gone' | 'choose';

/** `stock` null means the product no longer exists; `choose`, what the line has yet to choose (`choiceMissing`). */
export function bagLineStatus(
  stock: number | null,
  quantity: number,
  choose: 'size' | 'color' | null = null,
): BagLineStatus {
  if (stock === null) return 'gone';
  if (choose) return 'choose';
  if (stock <= 0) return 'out_of_stock';
  if (stock < quantity) return 'short';
  return 'available';
}

/** A bag line is identified by product id + size + colour: adding the same again adds quantity. */
export function bagLineKey(line: { id: string; size?: string | null; color?: string | null }): string {
  return `${line.id}|${line.size ?? ''}|${line.color ?? ''}`;
}

/** The quantity rule's text; the zod schema of a bag line is in contracts/checkout.ts. */
export const QUANTITY_RULE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/**
 * Splits `amount` paisa in proportion to `weights` so that the parts add up to exactly `amount`:
 * each part is rounded down and the paisa left over go to the largest remainders. This is how an
 * order's discount is shared between its sellers.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight <= 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / totalWeight);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
