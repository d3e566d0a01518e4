import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportReport } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ProductWriteService } from '../catalogue/product-writes.service';
import { JobInterrupted, type JobContext, type JobHandler } from '../jobs/job-runner';
import { recordJobProgress } from '../jobs/jobs.repository';
import { FeedError, feedProducts, feedRows, refusal } from './feed';
import { createImportFeedsRepository } from './import-feeds.repository';
import { emptyProgress, type ImportJobPayload, type ImportProgress } from './import-job-view';
import {
  checkItem,
  ImportRowError,
  matchCategory,
  resolved,
  saveOne,
  type CheckedItem,
  type ImportItem,
} from './import.service';
import { createImportedProductsRepository } from './imported-products.repository';

/**
 * A transaction saves at most this many rows, and stops taking more once it has run this long: on
 * the embedded database a transaction holds the only connection, and a shopper's query waits for it.
 */
export const IMPORT_BATCH_ROWS = 100;
export const IMPORT_BATCH_MS = 150;

type Pending = CheckedItem | { row: number; skipped: true };

/**
 * The import job: reads its rows (a stored feed through the streaming parser, or the previewed
 * rows it was given), checks each as the preview did, and saves them in small transactions. Each
 * transaction also records the progress and the report's new lines, so what the admin sees is what
 * is saved, and a job claimed again after a crash goes on after the last saved row.
 */
export function createProductImportHandler({
  db,
  productWrites,
}: {
  db: Database;
  productWrites: ProductWriteService;
}): JobHandler {
  const feeds = createImportFeedsRepository(db);

  async function* items(payload: ImportJobPayload): AsyncGenerator<ImportItem> {
    if ('rows' in payload.source) {
      yield* payload.source.rows;
      return;
    }
    const feed = await feeds.find(payload.source.feed.id);
    if (!feed) throw new Error('The uploaded feed is gone: upload it again');
    yield* feedProducts(feedRows(payload.source.feed.format, feeds.pieces(feed.id)));
  }

  async function count(payload: ImportJobPayload): Promise<number> {
    let rows = 0;
    for await (const _ of items(payload)) rows++;
    return rows;
  }

  return {
    maxAttempts: 5,
    async run({ job, attempt, signal }: JobContext) {
      const payload = job.payload as ImportJobPayload;
      const skip = new Set('feed' in payload.source ? payload.source.feed.skipRows : []);
      let progress: ImportProgress = {
        ...emptyProgress(null),
        ...((job.progress as Partial<ImportProgress> | null) ?? {}),
      };
      try {
        if (progress.total !== null && progress.read >= progress.total) return undefined;
        if (progress.total === null) {
          progress = { ...progress, total: await count(payload) };
          if (!(await recordJobProgress(db, job.id, attempt, progress))) throw new JobInterrupted();
        }
        const all = await createImportedProductsRepository(db).categories();
        const fallback = payload.defaultCategory
          ? all.find((c) => c.slug === payload.defaultCategory && !c.parentId)
          : undefined;
        const categoriesOf = (category: string) => {
          const named = matchCategory(all, category);
          return {
            ...(named ? { own: resolved(all, named) } : {}),
            ...(fallback ? { fallback: resolved(all, fallback) } : {}),
          };
        };

        /** Saves the pending rows in as many small transactions as it takes. */
        const save = async (pending: Pending[]) => {
          while (pending.length > 0) {
            if (signal.aborted) throw new JobInterrupted();
            let done = 0;
            const report: ImportReport = { imported: [], refused: [] };
            let skipped = 0;
            await productWrites.transaction('import', async (tx, writes) => {
              const started = Date.now();
              while (
                done < pending.length &&
                done < IMPORT_BATCH_ROWS &&
                (done === 0 || Date.now() - started < IMPORT_BATCH_MS)
              ) {
                const item = pending[done++]!;
                if ('skipped' in item) skipped++;
                else if ('refused' in item) report.refused.push(item.refused);
                else {
                  const { candidate } = item;
                  try {
                    // A savepoint per row: a row refused by the database leaves the others of the batch in.
                    const result = await tx.transaction((row) =>
                      saveOne(
                        row,
                        writes,
                        payload.actorId,
                        candidate,
                        categoriesOf(candidate.category),
                        payload.defaultStock,
                      ),
                    );
                    report.imported.push({
                      row: item.row,
                      productId: result.id,
                      name: candidate.name,
                      action: result.action,
                    });
                  } catch (error) {
                    if (error instanceof ImportRowError)
                      report.refused.push(refusal(item.row, candidate.sourceUrl, error.message));
                    else if (isUniqueViolation(error))
                      report.refused.push(
                        refusal(
                          item.row,
                          candidate.sourceUrl,
                          'the same product was being imported at the same moment: import it again',
                        ),
                      );
                    else throw error;
                  }
                }
              }
              const next = {
                ...progress,
                read: progress.read + done,
                imported: progress.imported + report.imported.length,
                refused: progress.refused + report.refused.length,
                skipped: progress.skipped + skipped,
              };
              if (!(await recordJobProgress(tx, job.id, attempt, next, report))) throw new JobInterrupted();
              progress = next;
            });
            pending.splice(0, done);
            // Shoppers' queries waiting for the database go first.
            await nextTurn();
          }
        };

        const seen = new Map<string, number>();
        let pending: Pending[] = [];
        let position = 0;
        for await (const item of items(payload)) {
          position++;
          // Rows an earlier claim saved; their addresses still count as seen.
          const done = position <= progress.read;
          if (skip.has(item.row)) {
            if (!done) pending.push({ row: item.row, skipped: true });
            continue;
          }
          const checked = checkItem(item, seen);
          if (!done) pending.push(checked);
          if (pending.length >= IMPORT_BATCH_ROWS) {
            await save(pending);
            pending = [];
          }
        }
        await save(pending);
      } catch (error) {
        if (error instanceof FeedError) throw new Error(error.message);
        throw error;
      }
      // The feed stays until housekeeping: a job claimed again after a crash here reads it once more.
      return undefined;
    },
  };
}
