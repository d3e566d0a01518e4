import { normaliseCouponCode } from '@onsale/core/bag';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
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

export type CouponRow = typeof coupons.$inferSelect;

/** Every coupon, active or not, for the admin: by code; `lock` holds the row until the transaction ends. */
export function createCouponsRepository(db: Executor) {
  return {
    list: () => db.select().from(coupons).orderBy(asc(coupons.code)),

    /** Nothing when the code is taken. */
    async create(values: { code: string; percent: number; active: boolean }): Promise<CouponRow | undefined> {
      const [created] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return created;
    },

    async lock(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update');
      return row;
    },

    async update(code: string, values: { percent: number; active: boolean }): Promise<CouponRow | undefined> {
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
