import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { DirectoryLockedError } from './db/directory-lock';
import { buildApp } from './app';
import { createBackgroundJobs } from './background-jobs';
import { closeAfterRequestsInFlight } from './http/readiness';
import { ensureFirstAdmin } from './modules/admin/bootstrap';
import { seedDemoCatalogueIfEmpty } from './modules/catalogue/demo-seed.repository';
import { createMailWorker } from './modules/mail/mail-worker';
import { createMailTransport } from './modules/mail/transport';
import { writeDemoPriceHistory } from './modules/prices/price-rule.repository';
import { applyPriceRule } from './modules/prices/price-rule.service';
import { keepErrorsHooks } from './modules/system/logged-errors';
import type { Telemetry } from './telemetry';

/**
 * The server's process once `server.ts` has started what must come first: migrates, listens, runs
 * the background jobs and shuts down gracefully.
 */
export async function startServer({ telemetry }: { telemetry?: Telemetry } = {}): Promise<void> {
  try {
    await main(telemetry);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(
        `OnSale could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  }
}

async function main(telemetry: Telemetry | undefined): Promise<void> {
  const config = loadConfig();
  // Errors logged are also kept, the last 20, for this node's heartbeat and the System page.
  const logger = pino({ level: config.logLevel, hooks: keepErrorsHooks });
  const database = await openDatabase(config);
  await database.migrate();
  // A changed rule is written at once; the products already in the shop follow it in the background.
  const priceRule = await applyPriceRule(database.db, config.honestPriceMinDays);
  if (priceRule.changed)
    logger.info(
      { minDays: config.honestPriceMinDays, jobId: priceRule.jobId },
      'honest-price rule changed: every product is priced again in the background',
    );
  const firstAdmin = await ensureFirstAdmin(database.db, config.admin);
  if (firstAdmin === 'created' || firstAdmin === 'promoted')
    logger.info({ email: config.admin?.email, firstAdmin }, 'first administrator set up');
  const app = await buildApp({ config, database, logger });
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogueIfEmpty(database.db, app.media);
    if (seeded) {
      await writeDemoPriceHistory(database.db);
      logger.info({ products: seeded.products }, 'demo catalogue loaded');
    }
  }
  // One background runner per node: the outbox's e-mails, imports, digests and sweeps. Claims use
  // SKIP LOCKED, so any node runs any job and each runs once; recurring jobs run once per cluster.
  const mailWorker = createMailWorker({
    db: database.db,
    transport: createMailTransport(config),
    logger: logger.child({ component: 'mail' }),
  });
  const backgroundJobs = createBackgroundJobs(app, { mail: mailWorker });

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
      // A running import stops after its current batch and is handed back for another node.
      const workersStopped = backgroundJobs.stop();
      if (graceMs > 0) await delay(graceMs);
      await closeAfterRequestsInFlight(app);
      await workersStopped;
      await database.close();
    } finally {
      // The spans of the last requests and jobs go to the collector before the process ends; one
      // that cannot be reached holds the node up for 3 s at most.
      if (telemetry)
        await Promise.race([
          telemetry.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'traces not all sent')),
          delay(3_000),
        ]);
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await backgroundJobs.start();
  // Every few seconds, this node's figures for the System page, which any node answers.
  app.system.startHeartbeat();
}
