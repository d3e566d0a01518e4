import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { DirectoryLockedError } from './db/directory-lock';
import { buildApp } from './app';
import { closeAfterRequestsInFlight } from './http/readiness';
import { ensureFirstAdmin } from './modules/admin/bootstrap';
import { seedDemoCatalogueIfEmpty } from './modules/catalogue/demo-seed';
import { sendNotificationDigests } from './modules/engagement/notifications.service';
import { createMailWorker } from './modules/mail/mail-worker';
import { createMailTransport } from './modules/mail/transport';
import { removeUnusedUploads } from './modules/media/unused-uploads';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  await database.migrate();
  const firstAdmin = await ensureFirstAdmin(database.db, config.admin);
  if (firstAdmin === 'created' || firstAdmin === 'promoted') logger.info({ email: config.admin?.email, firstAdmin }, 'first administrator set up');
  const app = await buildApp({ config, database, logger });
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogueIfEmpty(database.db, app.media);
    if (seeded) logger.info({ products: seeded.products }, 'demo catalogue loaded');
  }
  // Every process sends from the outbox; SKIP LOCKED keeps them from sending the same e-mail twice.
  const mailWorker = createMailWorker({ db: database.db, transport: createMailTransport(config), logger: logger.child({ component: 'mail' }) });

  // Brand-follow e-mail digests, at most one a day per buyer. Every process may run it: claiming a
  // buyer's notifications is one conditional UPDATE, so two processes never send the same digest.
  const digestTimer = setInterval(() => {
    sendNotificationDigests(database.db, config.publicUrl).catch((error: unknown) => app.log.error({ err: error }, 'notification digest failed'));
  }, 15 * 60_000);
  digestTimer.unref();

  // Pictures uploaded for a product that was never saved, or left behind by a deleted one.
  const uploadSweepTimer = setInterval(() => {
    removeUnusedUploads(database.db, app.media)
      .then((removed) => removed > 0 && app.log.info({ removed }, 'unused uploads removed'))
      .catch((error: unknown) => app.log.error({ err: error }, 'unused upload sweep failed'));
  }, 60 * 60_000);
  uploadSweepTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM comes from a supervisor during a rolling restart: readiness turns 503 at once and the
    // node keeps serving for the grace, until the proxy's health check has taken it out. Ctrl-C
    // (SIGINT) stops at once.
    app.readiness.drain();
    const graceMs = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
    app.log.info({ signal, graceMs }, 'shutting down: readiness answers 503');
    const timer = setTimeout(() => {
      app.log.error('requests still in flight 15 s after the grace: exiting');
      process.exit(1);
    }, graceMs + 15_000).unref();
    try {
      clearInterval(digestTimer);
      clearInterval(uploadSweepTimer);
      const workersStopped = mailWorker.stop();
      if (graceMs > 0) await delay(graceMs);
      await closeAfterRequestsInFlight(app);
      await workersStopped;
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  mailWorker.start();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`OnSale could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
