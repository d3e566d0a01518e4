import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { sendNotificationDigests } from './modules/engagement/notifications.service';
import { createProductImportHandler } from './modules/imports/import-job';
import { createImportFeedsRepository } from './modules/imports/import-feeds.repository';
import { PRODUCT_IMPORT_JOB } from './modules/imports/import-job-view';
import { createJobRunner, type JobRunner, type JobRunnerOptions, type RecurringJob } from './modules/jobs/job-runner';
import { forgetOldJobs } from './modules/jobs/jobs.repository';
import type { MailWorker } from './modules/mail/mail-worker';
import { remindSellersToShip, tellSellers } from './modules/orders/seller-notices.service';
import { removeUnusedUploads } from './modules/media/unused-uploads';
import {
  createHonestPriceReapplyHandler,
  HONEST_PRICE_REAPPLY_JOB,
  REAPPLY_BATCH_PRODUCTS,
} from './modules/prices/honest-price-reapply-job';

const MINUTE = 60_000;
/** Finished imports stay this long for their report to be read. */
const KEEP_FINISHED_JOBS_MS = 30 * 24 * 60 * MINUTE;
/** An uploaded feed nobody imported goes after a day. */
const KEEP_UNUSED_FEEDS_MS = 24 * 60 * MINUTE;

/** The jobs each cluster runs on a schedule, once per interval whichever node takes it. */
export function recurringJobs(config: Pick<Config, 'digestEveryMs'>): RecurringJob[] {
  return [
    // The e-mail of wishlist alerts and brand news, at most one a day per shopper.
    { kind: 'notification-digest', everyMs: config.digestEveryMs },
    // Pictures uploaded for a product that was never saved, or left behind by a deleted one.
    { kind: 'unused-upload-sweep', everyMs: 60 * MINUTE },
    { kind: 'housekeeping', everyMs: 60 * MINUTE },
    // Sellers told of confirmed orders the confirmation itself did not get to tell (once per part).
    { kind: 'tell-sellers', everyMs: MINUTE },
    // Orders nobody confirmed in time: cancelled, their stock put back, their shoppers told.
    { kind: 'expire-confirmations', everyMs: MINUTE },
    // Each seller's parts not shipped two days after confirmation, in one e-mail a day.
    { kind: 'ship-reminders', everyMs: 24 * 60 * MINUTE },
    // A return request its seller has not answered in 48 hours is approved where its reason allows.
    { kind: 'approve-unanswered-returns', everyMs: 15 * MINUTE },
  ];
}

/**
 * The node's background runner with every job the shop has: the outbox's e-mails, feed imports,
 * the honest-price rule applied again after HONEST_PRICE_MIN_DAYS changed, and the recurring
 * digests, upload sweep and housekeeping, each run once per cluster.
 */
export function createBackgroundJobs(
  app: FastifyInstance,
  options: {
    mail?: MailWorker;
    /** products per transaction of the honest-price reapply (default REAPPLY_BATCH_PRODUCTS) */
    reapplyBatchProducts?: number;
  } & Pick<JobRunnerOptions, 'pollMs' | 'leaseMs' | 'logger'> = {},
): JobRunner {
  const db = app.db;
  const runner = createJobRunner({
    db,
    mail: options.mail,
    logger: options.logger ?? app.log.child({ component: 'jobs' }),
    pollMs: options.pollMs,
    leaseMs: options.leaseMs ?? app.config.jobLeaseMs,
    recurring: recurringJobs(app.config),
    handlers: {
      [PRODUCT_IMPORT_JOB]: createProductImportHandler({ db, productWrites: app.productWrites }),
      [HONEST_PRICE_REAPPLY_JOB]: createHonestPriceReapplyHandler({
        db,
        catalogueChanged: app.catalogue.changed,
        batchProducts:
          options.reapplyBatchProducts ??
          (app.config.databaseUrl ? REAPPLY_BATCH_PRODUCTS.postgres : REAPPLY_BATCH_PRODUCTS.embedded),
      }),
      'notification-digest': { run: async () => ({ queued: await sendNotificationDigests(db, app.config.publicUrl) }) },
      'tell-sellers': { run: async () => ({ told: await tellSellers(db, { publicUrl: app.config.publicUrl }) }) },
      'expire-confirmations': { run: () => app.orderConfirmations.expire() },
      'ship-reminders': {
        run: async () => ({ reminded: await remindSellersToShip(db, { publicUrl: app.config.publicUrl }) }),
      },
      'approve-unanswered-returns': { run: async () => ({ approved: await app.returns.approveUnanswered() }) },
      'unused-upload-sweep': { run: async () => ({ removed: await removeUnusedUploads(db, app.media) }) },
      housekeeping: {
        run: async () => ({
          jobs: await forgetOldJobs(db, KEEP_FINISHED_JOBS_MS),
          feeds: await createImportFeedsRepository(db).forgetUnused(KEEP_UNUSED_FEEDS_MS),
        }),
      },
    },
  });
  app.jobs.attach(runner);
  return runner;
}
