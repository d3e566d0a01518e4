import { couponLimitsFormSchema } from '@onsale/core/contracts/admin';

export type CouponLimitsText = { maxUses: string; maxUsesPerShopper: string };
export type CouponLimitErrors = Partial<Record<keyof CouponLimitsText, string>>;

/** The form's limits as the request's values, or the message of each field that is not one. */
export function readCouponLimits(
  text: CouponLimitsText,
): { limits: { maxUses: number | null; maxUsesPerShopper: number | null } } | { errors: CouponLimitErrors } {
  const parsed = couponLimitsFormSchema.safeParse(text);
  if (parsed.success) return { limits: parsed.data };
  const errors: CouponLimitErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CouponLimitsText;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A limit as the form shows it: empty for none. */
export const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

/** The limits in a few words for the list. */
export function limitsSummary(coupon: { maxUses: number | null; maxUsesPerShopper: number | null }): string {
  const parts = [
    coupon.maxUsesPerShopper !== null && `${coupon.maxUsesPerShopper} per shopper`,
    coupon.maxUses !== null && `${coupon.maxUses} in all`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No limit';
}
