import type { CouponRefusal } from '@onsale/core/coupons';
import { normaliseCouponCode } from '@onsale/core/bag';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isCheckViolation } from '../../db/errors';
import type { NamedStatement } from '../../db/one-statement';
import { coupons, couponUses } from '../../db/schema';

export interface Coupon {
  code: string;
  percent: number;
}

/** An active coupon with its limits, its uses in all, and the most uses of any of one shopper's keys. */
export interface CouponForShopper extends Coupon {
  uses: number;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  shopperUses: number;
}

/**
 * An active coupon by its code, compared case-insensitively (codes are stored upper-case), with the
 * uses of the shopper of `shopperKeys`, as a select to read together with other things (see
 * selectTogether): the bag's quote and the checkout read it so.
 */
export function activeCouponSelect(code: string, shopperKeys: readonly string[] = []): SQL {
  return sql`select ${coupons.code} as code, ${coupons.percent} as percent, ${coupons.uses} as uses, ${coupons.maxUses} as "maxUses",
      ${coupons.maxUsesPerShopper} as "maxUsesPerShopper",
      (select coalesce(max(${couponUses.uses}), 0) from ${couponUses}
        where ${couponUses.couponCode} = ${coupons.code}
          and ${couponUses.shopper} in (select value from json_array_elements_text(${JSON.stringify(shopperKeys)}::json))) as "shopperUses"
    from ${coupons}
    where ${coupons.code} = ${normaliseCouponCode(code)} and ${coupons.active} limit 1`;
}

/**
 * Counts one use of the coupon, in all and against each of the shopper's keys, as statements to run
 * with the order's writes (see inOneStatement), only `when` the order is written. The checks
 * coupons_uses_within_limit and coupon_uses_within_limit fail the whole statement when a count
 * would pass its limit: the counts are updated on the newest rows under their locks (a key used
 * for the first time by two orders at once is inserted by one and updated by the other), so of
 * concurrent orders only those within the limits are written, and a refused one writes nothing.
 * The coupon's row is counted after the stock is taken and before the keys, so every order
 * takes its locks in the same order. See couponRefusalOf for the failure.
 */
export function couponUseStatements(
  code: string,
  shopperKeys: readonly string[],
  { when }: { when: SQL },
): NamedStatement[] {
  return [
    [
      'coupon_counted',
      sql`update ${coupons} set uses = ${coupons.uses} + 1
        where ${coupons.code} = ${normaliseCouponCode(code)} and ${when}
        returning ${coupons.code} as code, ${coupons.maxUsesPerShopper} as max_uses_per_shopper`,
    ],
    [
      'coupon_shopper_counted',
      sql`insert into ${couponUses} (coupon_code, shopper, uses, max_uses)
        select coupon_counted.code, keys.value, 1, coupon_counted.max_uses_per_shopper
        from coupon_counted cross join json_array_elements_text(${JSON.stringify([...new Set(shopperKeys)].sort())}::json) as keys
        order by keys.value
        on conflict (coupon_code, shopper) do update
          set uses = ${couponUses.uses} + 1, max_uses = excluded.max_uses, updated_at = now()
        returning shopper`,
    ],
  ];
}

/** The refusal a failed checkout statement means when a coupon count would have passed its limit, or null. */
export function couponRefusalOf(error: unknown): CouponRefusal | null {
  if (isCheckViolation(error, 'coupons_uses_within_limit')) return 'used_up';
  if (isCheckViolation(error, 'coupon_uses_within_limit')) return 'already_used';
  return null;
}

export type CouponRow = typeof coupons.$inferSelect;
type CouponLimitsInput = { maxUses?: number | null; maxUsesPerShopper?: number | null };

/** Every coupon, active or not, for the admin: by code; `lock` holds the row until the transaction ends. */
export function createCouponsRepository(db: Executor) {
  return {
    list: () => db.select().from(coupons).orderBy(asc(coupons.code)),

    /** Nothing when the code is taken. */
    async create(
      values: { code: string; percent: number; active: boolean } & CouponLimitsInput,
    ): Promise<CouponRow | undefined> {
      const [created] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return created;
    },

    async lock(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update');
      return row;
    },

    async update(
      code: string,
      values: { percent: number; active: boolean } & CouponLimitsInput,
    ): Promise<CouponRow | undefined> {
      const [row] = await db
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.code, code))
        .returning();
      return row;
    },

    async remove(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.delete(coupons).where(eq(coupons.code, code)).returning();
      return row;
    },
  };
}
