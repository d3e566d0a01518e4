import type { Database } from '../../db/client';
import { enqueueJobOnce } from '../jobs/jobs.repository';
import { HONEST_PRICE_REAPPLY_JOB } from './honest-price-reapply-job';
import { writePriceRule } from './price-rule.repository';

/**
 * What a node does with HONEST_PRICE_MIN_DAYS as it starts: writes it where the database's rule
 * reads it, at once (every product written from now on follows it), and when it changed, queues
 * the job that applies it again to the products already in the shop, in the background (decision
 * 0046). A job that is queued and not started yet will do it: no second one is queued. The rule's
 * row stays locked until the job is queued, so nodes starting together queue one job.
 */
export async function applyPriceRule(
  db: Database,
  minDays: number,
): Promise<{ changed: false } | { changed: true; jobId: string; queued: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await writePriceRule(tx, minDays))) return { changed: false as const };
    const { job, queued } = await enqueueJobOnce(tx, { kind: HONEST_PRICE_REAPPLY_JOB, payload: {} });
    return { changed: true as const, jobId: job.id, queued };
  });
}
