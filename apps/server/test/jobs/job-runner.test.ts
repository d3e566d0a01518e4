import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { jobs } from '../../src/db/schema';
import { createJobRunner, JobInterrupted, type JobHandler, type JobRunner } from '../../src/modules/jobs/job-runner';
import { claimDueJob, enqueueJob, recordJobProgress } from '../../src/modules/jobs/jobs.repository';
import { createTestDatabase, onPostgres } from '../support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The second worker's own connections on PostgreSQL, as another node has; the same database handle on PGlite. */
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  other = onPostgres() ? await openPostgres(database.url!, 5) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler that counts its runs by job and takes a while, so that competing workers overlap. */
function countingHandler(runs: Map<string, number>, ms = 30): JobHandler {
  return {
    run: async ({ job }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await pause(ms);
      return { ran: true };
    },
  };
}

describe('the job runner', () => {
  it('runs each job once when two workers compete for them', async () => {
    const runs = new Map<string, number>();
    const queued = await Promise.all(
      Array.from({ length: 24 }, (_, i) => enqueueJob(database.db, { kind: 'count', payload: { i } })),
    );
    const workers: JobRunner[] = [database.db, other.db].map((db) =>
      createJobRunner({ db, handlers: { count: countingHandler(runs) }, concurrency: 3 }),
    );
    const started = await Promise.all(workers.map((worker) => worker.runDueJobs()));
    expect(started[0]! + started[1]!).toBe(24);
    if (onPostgres()) expect(Math.min(...started)).toBeGreaterThan(0); // both took part
    expect(queued.map((job) => runs.get(job.id))).toEqual(queued.map(() => 1));
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'count'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ['done', 1]));
    expect(rows[0]!.result).toEqual({ ran: true });
  });

  it('schedules a recurring job once for the cluster and runs it once per period', async () => {
    const runs = new Map<string, number>();
    const workers = [database.db, other.db].map((db) =>
      createJobRunner({
        db,
        handlers: { digest: countingHandler(runs, 50) },
        recurring: [{ kind: 'digest', everyMs: 15 * 60_000 }],
        pollMs: 20,
      }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    await workers[0]!.start(); // a restart does not add a row or move the schedule
    try {
      const rows = await database.db.select().from(jobs).where(eq(jobs.recurringKey, 'digest'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.runAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
      // Its time comes: both workers look, one runs it.
      await database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.recurringKey, 'digest'));
      workers.forEach((worker) => worker.wake());
      await pause(600);
      expect([...runs.values()]).toEqual([1]);
      const [after] = await database.db.select().from(jobs).where(eq(jobs.recurringKey, 'digest'));
      expect(after).toMatchObject({ status: 'queued', attempts: 1, lastError: null });
      expect(after!.runAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });

  it('claims again a job whose worker died, once its claim has run out, and the dead worker can no longer write', async () => {
    const job = await enqueueJob(database.db, { kind: 'resume', payload: {}, progress: { step: 0 } });
    // A worker claims it and dies (no renewal, no outcome).
    const dead = await claimDueJob(database.db, ['resume'], 300);
    expect(dead!.id).toBe(job.id);
    const seen: unknown[] = [];
    const runner = createJobRunner({
      db: other.db,
      leaseMs: 300,
      handlers: { resume: { run: async ({ job: claimed }) => void seen.push([claimed.attempts, claimed.progress]) } },
    });
    expect(await runner.runDueJobs()).toBe(0); // still claimed
    await pause(400);
    expect(await runner.runDueJobs()).toBe(1);
    expect(seen).toEqual([[2, { step: 0 }]]);
    expect(await recordJobProgress(database.db, job.id, dead!.attempts, { step: 99 })).toBe(false);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, progress: { step: 0 } });
  });

  it('retries a failed job later, gives up after its attempts, and hands a job back when its node stops', async () => {
    const failing = await enqueueJob(database.db, { kind: 'flaky', payload: {} });
    const runner = createJobRunner({
      db: database.db,
      baseRetryMs: 300,
      handlers: { flaky: { maxAttempts: 2, run: async () => Promise.reject(new Error('the feed host is down')) } },
    });
    await runner.runDueJobs();
    let [row] = await database.db.select().from(jobs).where(eq(jobs.id, failing.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the feed host is down' });
    expect(await runner.runDueJobs()).toBe(0); // not before its retry time
    await pause(350);
    await runner.runDueJobs();
    [row] = await database.db.select().from(jobs).where(eq(jobs.id, failing.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });

    const long = await enqueueJob(database.db, { kind: 'long', payload: {} });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const stopping = createJobRunner({
      db: database.db,
      pollMs: 10,
      handlers: {
        long: {
          run: async ({ signal }) => {
            started();
            await new Promise((resolve) => signal.addEventListener('abort', resolve));
            throw new JobInterrupted();
          },
        },
      },
    });
    await stopping.start();
    await running;
    await stopping.stop();
    [row] = await database.db.select().from(jobs).where(eq(jobs.id, long.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
