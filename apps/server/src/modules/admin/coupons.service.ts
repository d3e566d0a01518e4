import type { Coupon, CouponCreateInput, CouponUpdateInput } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import { createCouponsRepository, type CouponRow } from '../orders/coupons.repository';

const COUPON_NOT_FOUND = 'Coupon not found';
const toCoupon = (row: CouponRow): Coupon => ({
  code: row.code,
  percent: row.percent,
  active: row.active,
  maxUses: row.maxUses,
  maxUsesPerShopper: row.maxUsesPerShopper,
  uses: row.uses,
  createdAt: row.createdAt.toISOString(),
});
const auditView = (row: CouponRow) => ({
  code: row.code,
  percent: row.percent,
  active: row.active,
  maxUses: row.maxUses,
  maxUsesPerShopper: row.maxUsesPerShopper,
});

/** Codes are stored upper-case: the bag compares them case-insensitively. */
export function createCouponsService(db: Database) {
  return {
    async list(): Promise<Coupon[]> {
      return (await createCouponsRepository(db).list()).map(toCoupon);
    },

    async create(actorId: string, input: CouponCreateInput): Promise<Coupon> {
      const row = await db.transaction(async (tx) => {
        const created = await createCouponsRepository(tx).create(input);
        if (!created) throw conflict(`The coupon ${input.code} already exists`);
        await recordAudit(tx, {
          actorId,
          action: 'coupon.create',
          entity: 'coupon',
          entityId: created.code,
          after: auditView(created),
        });
        return created;
      });
      return toCoupon(row);
    },

    /** A limit left out stays; the limit in all cannot go below the uses so far (switch the coupon off to end it). */
    async update(actorId: string, code: string, input: CouponUpdateInput): Promise<Coupon> {
      const key = code.trim().toUpperCase();
      const row = await db.transaction(async (tx) => {
        const repository = createCouponsRepository(tx);
        const before = await repository.lock(key);
        if (!before) throw notFound(COUPON_NOT_FOUND);
        if (input.maxUses != null && input.maxUses < before.uses) {
          const message = `Total uses cannot be below the ${before.uses} uses so far`;
          throw badRequest(message, { maxUses: message });
        }
        const after = await repository.update(key, input);
        await recordAudit(tx, {
          actorId,
          action: 'coupon.update',
          entity: 'coupon',
          entityId: key,
          before: auditView(before),
          after: auditView(after!),
        });
        return after!;
      });
      return toCoupon(row);
    },

    async remove(actorId: string, code: string): Promise<void> {
      const key = code.trim().toUpperCase();
      await db.transaction(async (tx) => {
        const before = await createCouponsRepository(tx).remove(key);
        if (!before) throw notFound(COUPON_NOT_FOUND);
        await recordAudit(tx, {
          actorId,
          action: 'coupon.delete',
          entity: 'coupon',
          entityId: key,
          before: auditView(before),
        });
      });
    },
  };
}
