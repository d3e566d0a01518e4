import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import type { CountedCache } from '../modules/catalogue/response-cache';
import { createAppMetrics, type AppMetrics } from '../modules/system/app-metrics';
import { createHeartbeat } from '../modules/system/heartbeat';
import { createSystemService, type SystemService } from '../modules/system/system.service';
import { newNodeIdentity } from '../modules/system/this-node';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the operators watch: the admin's System page and `/metrics`. */
    system: Pick<SystemService, 'status' | 'retryJob'> & {
      /** Shows a cache's hits, misses and bytes on the System page and in `/metrics`. */
      watchCache(cache: CountedCache): void;
      /** `/metrics`' series, or null when it is off (neither METRICS_TOKEN nor METRICS_ALLOW set). */
      metrics: AppMetrics | null;
      /** Starts this node's heartbeat (`main.ts`, with the background jobs); it stops when the app closes. */
      startHeartbeat(): void;
    };
  }
}

/**
 * The node's figures for its operators. With `/metrics` on, one `onResponse` hook counts and
 * times every answer; off, answers pass no hook of this plugin.
 */
async function systemServices(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const log = app.log.child({ component: 'system' });
  const caches = new Set<CountedCache>([app.catalogue.answers]);
  const service = createSystemService({
    db: app.db,
    database,
    node: newNodeIdentity(),
    caches: () => caches,
    redis: app.redis,
    media: app.media,
    wakeJobs: () => app.jobs.wake(),
  });

  const { token, allow } = app.config.metrics;
  const metrics =
    token || allow.length > 0
      ? createAppMetrics({
          caches: () => caches,
          poolCounts: database.poolCounts,
          jobs: service.jobFigures,
          outbox: service.outboxFigures,
          onError: (error) => log.warn({ err: error }, 'metrics: a series could not be read'),
        })
      : null;
  if (metrics) app.addHook('onResponse', metrics.recordResponse);

  const heartbeat = createHeartbeat(app.db, service.heartbeat, {
    onError: (error) => log.warn({ err: error }, 'heartbeat not written: tried again at the next beat'),
  });
  // Before the database closes (main.ts and the tests close it after the app).
  app.addHook('onClose', () => heartbeat.stop());

  app.decorate('system', {
    status: service.status,
    retryJob: service.retryJob,
    watchCache(cache: CountedCache) {
      caches.add(cache);
    },
    metrics,
    startHeartbeat: () => heartbeat.start(),
  });
}

export default fp(systemServices, {
  name: 'system-services',
  dependencies: ['rate-limits'],
  decorators: { fastify: ['db', 'config', 'catalogue', 'media', 'jobs', 'redis'] },
});
