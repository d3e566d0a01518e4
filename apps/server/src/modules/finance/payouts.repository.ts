import { PAYOUT_MOVES, type PayoutMove } from '@onsale/core/finance';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payoutRunNumberSequence, payoutRuns, payouts, sellerProfiles, users } from '../../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

/** Payouts and payout runs: each payout moves from scheduled to paid or failed in one conditional UPDATE. */
export function createPayoutsRepository(db: Executor) {
  const runTotals = {
    payouts: sql<number>`count(${payouts.id})::int`.mapWith(Number),
    total: sql<number>`coalesce(sum(${payouts.amount}), 0)::int`.mapWith(Number),
    scheduled: sql<number>`(count(*) filter (where ${payouts.status} = 'scheduled'))::int`.mapWith(Number),
    paid: sql<number>`(count(*) filter (where ${payouts.status} = 'paid'))::int`.mapWith(Number),
    failed: sql<number>`(count(*) filter (where ${payouts.status} = 'failed'))::int`.mapWith(Number),
  };
  const runSummaries = () =>
    db
      .select({
        id: payoutRuns.id,
        number: payoutRuns.number,
        minimum: payoutRuns.minimum,
        createdAt: payoutRuns.createdAt,
        createdBy: sql<string>`coalesce(max(${users.email}), '')`,
        ...runTotals,
      })
      .from(payoutRuns)
      .leftJoin(payouts, eq(payouts.runId, payoutRuns.id))
      .leftJoin(users, eq(users.id, payoutRuns.createdBy))
      .groupBy(payoutRuns.id);

  return {
    async bySeller(sellerId: string): Promise<PayoutRow[]> {
      return db.select().from(payouts).where(eq(payouts.sellerId, sellerId)).orderBy(desc(payouts.createdAt));
    },

    async insert(values: typeof payouts.$inferInsert): Promise<PayoutRow | undefined> {
      // A seller already being paid by a run is not scheduled again (payouts_one_scheduled_idx).
      const [row] = await db.insert(payouts).values(values).onConflictDoNothing().returning();
      return row;
    },

    async createRun(minimum: number, createdBy: string) {
      const [row] = await db
        .insert(payoutRuns)
        .values({
          number: sql`'PR-' || lpad(nextval(${sql.raw(`'${payoutRunNumberSequence.seqName}'`)})::text, 4, '0')`,
          minimum,
          createdBy,
        })
        .returning();
      return row!;
    },

    async runs() {
      return runSummaries().orderBy(desc(payoutRuns.createdAt)).limit(100);
    },

    async run(runId: string) {
      const [summary] = await runSummaries().where(eq(payoutRuns.id, runId));
      if (!summary) return undefined;
      const items = await db
        .select({ payout: payouts, brandName: sql<string>`coalesce(${sellerProfiles.brandName}, '')` })
        .from(payouts)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, payouts.sellerId))
        .where(eq(payouts.runId, runId))
        .orderBy(sellerProfiles.brandName, payouts.id);
      return { summary, items };
    },

    async find(payoutId: string) {
      const [row] = await db
        .select({ payout: payouts, brandName: sql<string>`coalesce(${sellerProfiles.brandName}, '')` })
        .from(payouts)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, payouts.sellerId))
        .where(eq(payouts.id, payoutId));
      return row;
    },

    /** Paid with the bank's reference, or failed with why, only while scheduled: of two moves racing, one writes. */
    async move(
      payoutId: string,
      move: PayoutMove,
      detail: { reference?: string; reason?: string },
    ): Promise<PayoutRow | undefined> {
      const now = new Date();
      const { from, to } = PAYOUT_MOVES[move];
      const [row] = await db
        .update(payouts)
        .set(
          to === 'paid'
            ? { status: to, reference: detail.reference ?? '', paidAt: now, updatedAt: now }
            : { status: to, failureReason: detail.reason ?? '', failedAt: now, updatedAt: now },
        )
        .where(and(eq(payouts.id, payoutId), inArray(payouts.status, [...from])))
        .returning();
      return row;
    },
  };
}
