import { SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailWorker } from '../mail/mail-worker';
import { retryDelay } from '../mail/mail-worker';
import { countJobRun } from '../system/metrics';
import {
  claimDueJob,
  failJob,
  finishJob,
  releaseJob,
  renewJobClaim,
  scheduleRecurringJob,
  type JobRow,
} from './jobs.repository';
import { createPollLoop } from './poll-loop';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };
/** One span per job run, with its queries inside, when traces are on (decision 0066); a no-op otherwise. */
const tracer = trace.getTracer('onsale-jobs');

export interface JobContext {
  job: JobRow;
  /** the claim's token: progress written under it is refused once another node holds the job */
  attempt: number;
  /** aborted when this node stops or loses the claim: a long job stops between two steps */
  signal: AbortSignal;
  log: Logger;
}

export interface JobHandler {
  run(context: JobContext): Promise<unknown>;
  /** one-off jobs: claims before the job is marked failed (a claim a crash ended counts too) */
  maxAttempts?: number;
}

export interface RecurringJob {
  kind: string;
  everyMs: number;
}

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  recurring?: RecurringJob[];
  /** the outbox: e-mails keep their own table (written with the change they report) and their claims */
  mail?: MailWorker;
  logger?: Logger;
  pollMs?: number;
  /** how long a claim lasts without renewal: the time a job waits after its node died */
  leaseMs?: number;
  /** jobs one node runs at once */
  concurrency?: number;
  baseRetryMs?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Looks for due work now: a node that queued a job starts it at once. */
  wake(): void;
  /** One pass: claims and runs due jobs until none is left. Tests call it directly. */
  runDueJobs(): Promise<number>;
  stop(): Promise<void>;
}

/** Thrown by a job that stopped because its node is stopping or its claim was lost: nothing failed. */
export class JobInterrupted extends Error {}

/**
 * The one background runner of a node: the outbox's e-mails and the jobs table (imports, digests,
 * sweeps). Any node may run any job: claims use `FOR UPDATE SKIP LOCKED`, a running job renews its
 * claim, and a job whose node died is claimed again once its claim ran out.
 */
export function createJobRunner({
  db,
  handlers,
  recurring = [],
  mail,
  logger,
  pollMs = 1_000,
  leaseMs = 30_000,
  concurrency = 2,
  baseRetryMs = 30_000,
}: JobRunnerOptions): JobRunner {
  const kinds = Object.keys(handlers);
  const everyMs = new Map(recurring.map((r) => [r.kind, r.everyMs]));
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();

  function run(job: JobRow): Promise<void> {
    return tracer.startActiveSpan(
      job.kind,
      { attributes: { 'onsale.job.id': job.id, 'onsale.job.kind': job.kind, 'onsale.job.attempt': job.attempts } },
      (span) => runTraced(job, span).finally(() => span.end()),
    );
  }

  async function runTraced(job: JobRow, span: Span): Promise<void> {
    const attempt = job.attempts;
    const handler = handlers[job.kind]!;
    const claim = new AbortController();
    const onStop = () => claim.abort();
    stopping.signal.addEventListener('abort', onStop);
    const renewal = setInterval(() => {
      renewJobClaim(db, job.id, attempt, leaseMs)
        .then((kept) => {
          if (!kept) claim.abort();
        })
        .catch((error: unknown) => logger?.warn({ err: error, jobId: job.id }, 'job claim not renewed'));
    }, leaseMs / 3);
    try {
      const result = await handler.run({ job, attempt, signal: claim.signal, log: logger ?? silent });
      await finishJob(db, job, attempt, { result, nextRunInMs: everyMs.get(job.kind) });
      countJobRun(job.kind, 'done');
      logger?.info({ jobId: job.id, kind: job.kind, attempt }, 'job done');
    } catch (error) {
      if (claim.signal.aborted && (error instanceof JobInterrupted || stopping.signal.aborted)) {
        if (stopping.signal.aborted) await releaseJob(db, job.id, attempt).catch(() => {});
        span.setAttribute('onsale.job.interrupted', stopping.signal.aborted ? 'node stopping' : 'claim lost');
        logger?.info(
          { jobId: job.id, kind: job.kind },
          stopping.signal.aborted
            ? 'job handed back: the node is stopping'
            : 'job claim lost: another node goes on with it',
        );
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempt >= (handler.maxAttempts ?? 3);
      const recurringEvery = everyMs.get(job.kind);
      span.recordException(error instanceof Error ? error : message);
      span.setStatus({ code: SpanStatusCode.ERROR, message });
      await failJob(db, job, attempt, message, {
        giveUp,
        retryInMs: recurringEvery ?? retryDelay(attempt, baseRetryMs, 60 * 60_000),
      });
      countJobRun(job.kind, 'failed');
      logger?.error(
        { jobId: job.id, kind: job.kind, attempt, err: error },
        giveUp && recurringEvery === undefined ? 'job failed' : 'job will be retried',
      );
    } finally {
      clearInterval(renewal);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  /** Starts due jobs in the free places; a job that ends wakes the loop to fill its place again. */
  async function fill(): Promise<number> {
    let started = 0;
    while (running.size < concurrency && !stopping.signal.aborted) {
      const job = await claimDueJob(db, kinds, leaseMs);
      if (!job) break;
      // The node began to stop while the claim was on its way: the job goes back untouched.
      if (stopping.signal.aborted) {
        await releaseJob(db, job.id, job.attempts, { started: false }).catch(() => {});
        break;
      }
      started++;
      const task: Promise<void> = run(job)
        .catch((error: unknown) => logger?.error({ err: error, jobId: job.id }, 'job outcome not recorded'))
        .finally(() => {
          running.delete(task);
          loop.wake();
        });
      running.add(task);
    }
    return started;
  }

  async function runDueJobs(): Promise<number> {
    let started = 0;
    for (;;) {
      started += await fill();
      if (running.size === 0 || stopping.signal.aborted) break;
      await Promise.race(running);
    }
    await Promise.allSettled(running);
    return started;
  }

  const loop = createPollLoop(async () => ({ more: (await fill()) > 0 && running.size < concurrency }), {
    pollMs,
    onError: (error) => logger?.error({ err: error }, 'job pass failed'),
  });

  return {
    runDueJobs,
    wake: () => loop.wake(),
    async start() {
      for (const { kind, everyMs: every } of recurring) await scheduleRecurringJob(db, kind, every);
      loop.start();
      mail?.start();
    },
    async stop() {
      stopping.abort();
      await loop.stop();
      await Promise.allSettled(running);
      await mail?.stop();
    },
  };
}

/** How routes reach their node's runner: a job queued on a node that runs one starts at once. */
export interface JobWaker {
  wake(): void;
  attach(runner: Pick<JobRunner, 'wake'> | undefined): void;
}

export function createJobWaker(): JobWaker {
  let attached: Pick<JobRunner, 'wake'> | undefined;
  return {
    wake: () => attached?.wake(),
    attach: (runner) => {
      attached = runner;
    },
  };
}
