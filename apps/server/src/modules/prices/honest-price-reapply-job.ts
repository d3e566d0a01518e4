import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { JobInterrupted, type JobContext, type JobHandler } from '../jobs/job-runner';
import { newerJobQueued, recordJobProgress } from '../jobs/jobs.repository';
import { productIdsAfter, reapplyHonestPricesNamingChanged } from './price-rule.repository';

export const HONEST_PRICE_REAPPLY_JOB = 'honest-price-reapply';

/**
 * Products per transaction. On PostgreSQL a batch locks only the rows it rewrites, for the time the
 * rule takes over its products. On the embedded database a transaction holds the only connection,
 * and a shopper's query waits for it: there a batch is about 120 ms (decision 0024).
 */
export const REAPPLY_BATCH_PRODUCTS = { postgres: 5_000, embedded: 1_000 };

/** How far the pass has gone: the last product done (in id order), the products read and those changed. */
export interface ReapplyProgress {
  after: string | null;
  read: number;
  changed: number;
}

/**
 * The job queued when HONEST_PRICE_MIN_DAYS changed (decision 0046): applies the database's rule
 * again to every product, in batches in id order, each batch a transaction that also records how
 * far the pass has gone, so a job claimed again after a crash or a stop goes on after the last
 * batch done. Only products whose answer changed are rewritten; once a batch is committed, the
 * catalogue forgets them (on every node). The rule is read afresh by every batch; a job queued
 * after this one (the setting changed again meanwhile) goes over every product, so this one stops.
 */
export function createHonestPriceReapplyHandler({
  db,
  catalogueChanged,
  batchProducts,
}: {
  db: Database;
  catalogueChanged: CatalogueChanged;
  batchProducts: number;
}): JobHandler {
  return {
    maxAttempts: 5,
    async run({ job, attempt, signal, log }: JobContext) {
      let progress: ReapplyProgress = {
        after: null,
        read: 0,
        changed: 0,
        ...((job.progress as Partial<ReapplyProgress> | null) ?? {}),
      };
      for (;;) {
        if (signal.aborted) throw new JobInterrupted();
        if (await newerJobQueued(db, job)) {
          log.info({ jobId: job.id, ...progress }, 'honest-price reapply left to the job queued after it');
          return { ...progress, supersededByNewerJob: true };
        }
        const batch = await db.transaction(async (tx) => {
          const ids = await productIdsAfter(tx, progress.after, batchProducts);
          if (ids.length === 0) return undefined;
          const changed = await reapplyHonestPricesNamingChanged(tx, ids);
          const next: ReapplyProgress = {
            after: ids[ids.length - 1]!,
            read: progress.read + ids.length,
            changed: progress.changed + changed.length,
          };
          if (!(await recordJobProgress(tx, job.id, attempt, next))) throw new JobInterrupted();
          return { next, changed };
        });
        if (!batch) break;
        progress = batch.next;
        if (batch.changed.length > 0) catalogueChanged({ productIds: batch.changed, listsChanged: true });
        // Shoppers' queries waiting for the database go first.
        await nextTurn();
      }
      log.info({ jobId: job.id, ...progress }, 'honest-price rule applied again to every product');
      return progress;
    },
  };
}
