import {
  NODE_ALIVE_SECONDS,
  SYSTEM_MESSAGES,
  type CacheFigures,
  type LoggedError,
  type SystemNode,
  type SystemStatus,
} from '@onsale/core/contracts/system';
import type { Redis } from 'ioredis';
import type { Database, DatabaseHandle } from '../../db/client';
import { pingDatabase } from '../../db/ping';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import type { CountedCache } from '../catalogue/response-cache';
import {
  jobFiguresByKind,
  jobStatusOf,
  lastFailedJobs,
  requeueFailedJob,
  type JobKindFigures,
} from '../jobs/jobs.repository';
import { lastFailedEmails, outboxFigures, type OutboxFigures } from '../mail/outbox.repository';
import type { MediaStore } from '../media/media-store';
import { KEPT_ERRORS, lastLoggedErrors } from './logged-errors';
import { listNodes, type Heartbeat, type NodeRow } from './nodes.repository';
import { probe } from './probes';
import { eventLoopDelayMs, memoryFigures, type NodeIdentity } from './this-node';

/** A failed job counts on the page and in `/metrics` for a week; the list of failures shows the last ones whatever their age. */
export const FAILED_JOBS_WITHIN_MS = 7 * 24 * 60 * 60_000;
/** How many failed jobs and e-mails the page lists. */
const FAILURES_SHOWN = 20;

export interface SystemServiceOptions {
  db: Database;
  database: Pick<DatabaseHandle, 'kind' | 'poolCounts'>;
  node: NodeIdentity;
  /** the app's caches, as they are now */
  caches: () => Iterable<CountedCache>;
  /** the shared Redis, when REDIS_URL is set */
  redis: Pick<Redis, 'ping'> | null;
  media: Pick<MediaStore, 'driver' | 'check'>;
  /** wakes this node's job runner: a job queued again starts at once where one runs */
  wakeJobs: () => void;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function cacheFiguresOf(cache: CountedCache): CacheFigures {
  const lookups = cache.hits + cache.misses;
  return {
    name: cache.name,
    hits: cache.hits,
    misses: cache.misses,
    hitRatio: lookups > 0 ? cache.hits / lookups : null,
    bytes: cache.bytes,
  };
}

/**
 * The admin's System page: every node's heartbeat and this node's own figures as they are now,
 * the services the node depends on, the background jobs and the outbox, and the last errors
 * logged on any node. Everything but the answering node is read from what the nodes share, so the
 * page is the same whichever node answers.
 */
export function createSystemService({ db, database, node, caches, redis, media, wakeJobs }: SystemServiceOptions) {
  const cacheFigures = () => [...caches()].map(cacheFiguresOf);

  /** This node's figures as they are now; `reset` starts the event loop's delay on a new period (a heartbeat's). */
  const figuresNow = ({ reset }: { reset: boolean }): Heartbeat => {
    const { rss, heapUsed } = memoryFigures();
    return {
      id: node.id,
      hostname: node.hostname,
      pid: node.pid,
      version: node.version,
      startedAt: node.startedAt,
      rss,
      heapUsed,
      eventLoopDelayMs: eventLoopDelayMs({ reset }),
      caches: cacheFigures(),
      lastErrors: [...lastLoggedErrors()],
    };
  };

  /** A node as the page shows it, from its heartbeat (this node's: its figures now). */
  const systemNodeOf = (row: NodeRow, alive: boolean, thisNode: boolean): SystemNode => ({
    id: row.id,
    hostname: row.hostname,
    pid: row.pid,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    heartbeatAt: row.heartbeatAt.toISOString(),
    alive,
    thisNode,
    uptimeSeconds: Math.max(0, Math.floor((row.heartbeatAt.getTime() - row.startedAt.getTime()) / 1000)),
    rssBytes: row.rss,
    heapUsedBytes: row.heapUsed,
    eventLoopDelayMs: row.eventLoopDelayMs,
    caches: row.caches,
  });

  const thisNode = () => systemNodeOf({ ...figuresNow({ reset: false }), heartbeatAt: new Date() }, true, true);

  const jobKind = (figures: JobKindFigures) => ({
    kind: figures.kind,
    queued: figures.queued,
    running: figures.running,
    failed: figures.failed,
    oldestQueuedAt: iso(figures.oldestDueAt),
  });

  return {
    /** This node's row of `nodes`, its figures read now; the event loop's delay starts a new period. */
    heartbeat: (): Heartbeat => figuresNow({ reset: true }),

    /** Every kind's jobs, for the page and `/metrics`. */
    jobFigures: (): Promise<JobKindFigures[]> => jobFiguresByKind(db, FAILED_JOBS_WITHIN_MS),
    outboxFigures: (): Promise<OutboxFigures> => outboxFigures(db),

    async status(): Promise<SystemStatus> {
      // The probes first, alone, so that their round trips are theirs and not the reads' below.
      const [databaseProbe, redisProbe, mediaProbe] = await Promise.all([
        probe(() => pingDatabase(db)),
        redis ? probe(() => redis.ping()) : null,
        probe((signal) => media.check({ signal })),
      ]);
      const [rows, kinds, failedJobs, outbox, failedEmails] = await Promise.all([
        listNodes(db, NODE_ALIVE_SECONDS),
        jobFiguresByKind(db, FAILED_JOBS_WITHIN_MS),
        lastFailedJobs(db, FAILURES_SHOWN),
        outboxFigures(db),
        lastFailedEmails(db, FAILURES_SHOWN),
      ]);
      const others = rows.filter((row) => row.id !== node.id);
      const errors: LoggedError[] = [
        ...lastLoggedErrors().map((error) => ({ ...error, nodeId: node.id })),
        ...others.flatMap((row) => row.lastErrors.map((error) => ({ ...error, nodeId: row.id }))),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, KEPT_ERRORS);
      return {
        checkedAt: new Date().toISOString(),
        nodes: [thisNode(), ...others.map((row) => systemNodeOf(row, row.alive, false))],
        database: { ...databaseProbe, kind: database.kind, pool: database.poolCounts?.() ?? null },
        redis: redisProbe,
        media: { ...mediaProbe, kind: media.driver === 's3' ? 's3' : 'disk' },
        jobs: {
          kinds: kinds.map(jobKind),
          failures: failedJobs.map((job) => ({
            id: job.id,
            kind: job.kind,
            attempts: job.attempts,
            error: job.lastError,
            failedAt: iso(job.finishedAt),
          })),
        },
        outbox: {
          pending: outbox.pending,
          failed: outbox.failed,
          oldestPendingAt: iso(outbox.oldestPendingAt),
          failures: failedEmails.map((email) => ({
            id: email.id,
            kind: email.kind,
            recipient: email.recipient,
            subject: email.subject,
            attempts: email.attempts,
            error: email.lastError,
            failedAt: email.updatedAt.toISOString(),
          })),
        },
        errors,
      };
    },

    /** A failed job queued again with a fresh set of attempts, audited; this node's runner is woken for it. */
    async retryJob(actorId: string, id: string): Promise<{ id: string; status: 'queued' }> {
      await db.transaction(async (tx) => {
        const retried = await requeueFailedJob(tx, id);
        if (!retried) {
          const status = await jobStatusOf(tx, id);
          throw status ? conflict(SYSTEM_MESSAGES.jobNotFailed) : notFound(SYSTEM_MESSAGES.jobNotFound);
        }
        await recordAudit(tx, {
          actorId,
          action: 'job.retry',
          entity: 'job',
          entityId: id,
          before: { status: 'failed', kind: retried.kind, lastError: retried.lastError },
          after: { status: 'queued' },
        });
      });
      wakeJobs();
      return { id, status: 'queued' };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
