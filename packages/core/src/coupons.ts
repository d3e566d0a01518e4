import { normalisePhone } from './phone';

/**
 * How often a coupon may be used (spec section 9: ONSALENOW20 is one use): in all, and by one
 * shopper. The server counts the uses in the checkout's statement, where the database holds every
 * count within its limit; these rules say the same to the quote and before the statement runs.
 */

/** The most either limit may be set to (the count is a 32-bit integer in the database). */
export const MAX_COUPON_LIMIT = 1_000_000;

export interface CouponLimits {
  /** times used in all */
  uses: number;
  /** null: no limit */
  maxUses: number | null;
  /** null: no limit */
  maxUsesPerShopper: number | null;
}

/** used_up: the coupon's uses in all are spent; already_used: this shopper's are. */
export type CouponRefusal = 'used_up' | 'already_used';

/** Whether a shopper who used the coupon `shopperUses` times (the most of any of their keys) may use it once more. */
export function couponRefusal(coupon: CouponLimits, shopperUses: number): CouponRefusal | null {
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'used_up';
  if (coupon.maxUsesPerShopper !== null && shopperUses >= coupon.maxUsesPerShopper) return 'already_used';
  return null;
}

/** What the shopper is told when checkout refuses the coupon. */
export function couponRefusalMessage(code: string, refusal: CouponRefusal): string {
  return refusal === 'already_used'
    ? `You have already used the coupon ${code}`
    : `The coupon ${code} is no longer available`;
}

/** An e-mail as one shopper: case and surrounding spaces do not make another. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Everything one shopper's uses are counted against: their account and the order's e-mail and
 * phone, so that a guest cannot use a coupon again under another e-mail with the same phone, nor
 * with the same e-mail written in capitals. A use counts against each of them.
 */
export function couponShopperKeys(shopper: {
  accountId?: string | null;
  email?: string | null;
  phone?: string | null;
}): string[] {
  const keys = new Set<string>();
  if (shopper.accountId) keys.add(`account:${shopper.accountId.toLowerCase()}`);
  if (shopper.email?.trim()) keys.add(`email:${normaliseEmail(shopper.email)}`);
  if (shopper.phone?.trim()) keys.add(`phone:${normalisePhone(shopper.phone)}`);
  return [...keys].sort();
}
