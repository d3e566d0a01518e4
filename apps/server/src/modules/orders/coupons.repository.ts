import { normaliseCouponCode } from '@onsale/core/bag';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonRow, selectTogether } from '../../db/one-statement';
import { coupons } from '../../db/schema';

export interface Coupon {
  code: string;
  percent: number;
}

/** An active coupon by its code, compared case-insensitively (codes are stored upper-case). */
export async function findActiveCoupon(db: Executor, code: string): Promise<Coupon | null> {
  const { coupon } = await selectTogether<{ coupon: Coupon | null }>(db, { coupon: jsonRow(activeCouponSelect(code)) });
  return coupon;
}

/** The select of findActiveCoupon, to read together with other things (see selectTogether). */
export function activeCouponSelect(code: string): SQL {
  return sql`select ${coupons.code} as code, ${coupons.percent} as percent from ${coupons}
    where ${coupons.code} = ${normaliseCouponCode(code)} and ${coupons.active} limit 1`;
}
