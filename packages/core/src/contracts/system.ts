import { z } from 'zod';
import { UUID_PATTERN } from '../ids';

/**
 * The admin's System page (`GET /api/admin/system`): what the operators of a running shop watch.
 * Every figure is read from what all nodes share (their heartbeats, the database), so the page is
 * the same whichever node answers it.
 */

/** A node is alive while its last heartbeat is younger than this. */
export const NODE_ALIVE_SECONDS = 30;
/** How often the System page reads itself again. */
export const SYSTEM_REFRESH_SECONDS = 5;

export const cacheFiguresSchema = z.object({
  /** the cache's name: `catalogue`, `pages`, … */
  name: z.string(),
  hits: z.number().int(),
  misses: z.number().int(),
  /** hits / (hits + misses), or null before the first lookup */
  hitRatio: z.number().nullable(),
  /** bytes held now */
  bytes: z.number().int(),
});
export type CacheFigures = z.infer<typeof cacheFiguresSchema>;

export const systemNodeSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  /** the server's version (package version and build) */
  version: z.string(),
  startedAt: z.string(),
  heartbeatAt: z.string(),
  /** its heartbeat is younger than NODE_ALIVE_SECONDS */
  alive: z.boolean(),
  /** the node that answered this request */
  thisNode: z.boolean(),
  uptimeSeconds: z.number().int(),
  rssBytes: z.number().int(),
  heapUsedBytes: z.number().int(),
  /** the event loop's delay, p99 over the last heartbeat period, in milliseconds */
  eventLoopDelayMs: z.number(),
  caches: z.array(cacheFiguresSchema),
});
export type SystemNode = z.infer<typeof systemNodeSchema>;

const probeSchema = z.object({
  reachable: z.boolean(),
  /** one round trip, in milliseconds; null when unreachable */
  latencyMs: z.number().nullable(),
  /** why it could not be reached */
  error: z.string().nullable(),
});

export const systemJobKindSchema = z.object({
  kind: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** the oldest job of this kind still waiting to run, or null */
  oldestQueuedAt: z.string().nullable(),
});

export const failedJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

export const loggedErrorSchema = z.object({
  at: z.string(),
  /** the node that logged it */
  nodeId: z.string(),
  message: z.string(),
  /** the request it happened in (its X-Request-Id), when it happened in one */
  requestId: z.string().nullable(),
  method: z.string().nullable(),
  url: z.string().nullable(),
});
export type LoggedError = z.infer<typeof loggedErrorSchema>;

export const systemStatusSchema = z.object({
  checkedAt: z.string(),
  nodes: z.array(systemNodeSchema),
  database: probeSchema.extend({
    kind: z.enum(['postgres', 'pglite']),
    /** PostgreSQL's pool on the answering node; null on the embedded database */
    pool: z.object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }).nullable(),
  }),
  /** null when no REDIS_URL is set */
  redis: probeSchema.nullable(),
  media: probeSchema.extend({ kind: z.enum(['s3', 'disk']) }),
  jobs: z.object({ kinds: z.array(systemJobKindSchema), failures: z.array(failedJobSchema) }),
  outbox: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    oldestPendingAt: z.string().nullable(),
    failures: z.array(failedEmailSchema),
  }),
  /** the last errors logged, newest first, from every node */
  errors: z.array(loggedErrorSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const jobIdParamsSchema = z.object({ id: z.string().regex(UUID_PATTERN, 'is not valid') });

/** `POST /api/admin/system/jobs/:id/retry`: the failed job queued again. */
export const retriedJobSchema = z.object({ id: z.string(), status: z.literal('queued') });

export const SYSTEM_MESSAGES = {
  jobNotFound: 'Job not found',
  jobNotFailed: 'Only a failed job can be tried again',
} as const;
