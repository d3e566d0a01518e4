import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs, users } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

const after = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;
/** A claim is still this worker's while the job runs under the number the claim gave it. */
const stillClaimed = (id: string, attempt: number) =>
  and(eq(jobs.id, id), eq(jobs.attempts, attempt), eq(jobs.status, 'running'));

export async function enqueueJob(
  db: Executor,
  job: { kind: string; payload: unknown; createdBy?: string | null; progress?: unknown },
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      createdBy: job.createdBy ?? null,
      progress: job.progress ?? null,
    })
    .returning();
  return row!;
}

/**
 * Queues a job unless one of its kind is waiting that has not started yet: that one will do the
 * work, so it is returned instead (`queued: false`). A job that has started (running, or handed
 * back part done) does not count: the new one is queued, and the older one may stop when it sees
 * it (`newerJobQueued`). Nodes asking at once wait for each other on a lock of the kind, so they
 * queue one job; the waiting job is locked meanwhile, so no node claims it in between.
 */
export async function enqueueJobOnce(
  db: Executor,
  job: { kind: string; payload: unknown; progress?: unknown },
): Promise<{ job: JobRow; queued: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${job.kind}`}))`);
    const [waiting] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, job.kind), eq(jobs.status, 'queued'), isNull(jobs.startedAt)))
      .orderBy(asc(jobs.createdAt))
      .limit(1)
      .for('update');
    if (waiting) return { job: waiting, queued: false };
    return { job: await enqueueJob(tx, job), queued: true };
  });
}

/** Whether a job of the same kind was queued after this one and is still to run or running. */
export async function newerJobQueued(db: Executor, job: Pick<JobRow, 'id' | 'kind'>): Promise<boolean> {
  const [newer] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, job.kind),
        ne(jobs.id, job.id),
        inArray(jobs.status, ['queued', 'running']),
        sql`${jobs.createdAt} > (select j.created_at from jobs j where j.id = ${job.id})`,
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/**
 * The one row of a recurring job, made by whichever node starts first: the others (and restarts)
 * find it there and leave its schedule alone, so the job runs once per period for the cluster.
 */
export async function scheduleRecurringJob(db: Executor, kind: string, firstRunInMs: number): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, recurringKey: kind, runAt: after(firstRunInMs) })
    .onConflictDoNothing({ target: jobs.recurringKey });
}

/**
 * Claims the next due job of the given kinds, or none: queued ones whose time has come, and running
 * ones whose claim ran out (their worker died). `FOR UPDATE SKIP LOCKED` lets every node claim at
 * once without waiting for each other or taking the same job. The claim moves `run_at` to its end
 * and counts the attempt, whose number is the claim's token.
 */
export async function claimDueJob(
  db: Executor,
  kinds: readonly string[],
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(inArray(jobs.status, ['queued', 'running']), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, [...kinds])),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      runAt: after(leaseMs),
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed;
}

/** Keeps a claim while its job works on; false when the claim was lost (it ran out and another node took the job). */
export async function renewJobClaim(db: Executor, id: string, attempt: number, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ runAt: after(leaseMs) })
    .where(stillClaimed(id, attempt))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records what the job has done so far, in the transaction of the work it counts: `result` gets the
 * given lists appended. False when the claim was lost: the caller rolls the work back.
 */
export async function recordJobProgress(
  db: Executor,
  id: string,
  attempt: number,
  progress: unknown,
  appendToResult: Record<string, unknown[]> = {},
): Promise<boolean> {
  let result = sql`coalesce(${jobs.result}, '{}'::jsonb)`;
  for (const [key, items] of Object.entries(appendToResult)) {
    if (items.length === 0) continue;
    result = sql`jsonb_set(${result}, ${`{${key}}`}::text[], coalesce(${jobs.result} -> ${key}, '[]'::jsonb) || ${JSON.stringify(items)}::jsonb)`;
  }
  const rows = await db
    .update(jobs)
    .set({
      progress: sql`${JSON.stringify(progress)}::jsonb`,
      result,
      runAt: sql`greatest(${jobs.runAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(id, attempt))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A one-off job done; a recurring one is put back in the queue for its next period. */
export async function finishJob(
  db: Executor,
  job: JobRow,
  attempt: number,
  outcome: { result?: unknown; nextRunInMs?: number },
): Promise<void> {
  const recurring = job.recurringKey !== null;
  await db
    .update(jobs)
    .set(
      recurring
        ? {
            status: 'queued',
            runAt: after(outcome.nextRunInMs ?? 0),
            lastError: null,
            finishedAt: sql`now()`,
            ...(outcome.result !== undefined ? { result: outcome.result } : {}),
            updatedAt: sql`now()`,
          }
        : {
            status: 'done',
            lastError: null,
            finishedAt: sql`now()`,
            ...(outcome.result !== undefined ? { result: outcome.result } : {}),
            updatedAt: sql`now()`,
          },
    )
    .where(stillClaimed(job.id, attempt));
}

/** A failed attempt: tried again after `retryInMs`, or given up (status failed). A recurring job waits for its next period. */
export async function failJob(
  db: Executor,
  job: JobRow,
  attempt: number,
  error: string,
  retry: { giveUp: boolean; retryInMs: number },
): Promise<void> {
  const giveUp = retry.giveUp && job.recurringKey === null;
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 1000),
      updatedAt: sql`now()`,
      ...(giveUp
        ? { status: 'failed' as const, finishedAt: sql`now()` }
        : { status: 'queued' as const, runAt: after(retry.retryInMs) }),
    })
    .where(stillClaimed(job.id, attempt));
}

/** A node stopping gracefully hands its job back at once, for another node to go on with. */
export async function releaseJob(
  db: Executor,
  id: string,
  attempt: number,
  { started = true }: { started?: boolean } = {},
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: sql`now()`,
      updatedAt: sql`now()`,
      // A claim its node gave back before starting the job is no attempt.
      ...(started ? {} : { attempts: sql`${jobs.attempts} - 1` }),
    })
    .where(stillClaimed(id, attempt));
}

/** A job of a kind, with the e-mail of whoever started it. */
export async function findJob(
  db: Executor,
  id: string,
  kind: string,
): Promise<(JobRow & { startedBy: string | null }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(jobs), startedBy: users.email })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(and(eq(jobs.id, id), eq(jobs.kind, kind)));
  return row;
}

/** One page of the jobs of a kind, newest first, without their results (which may be long), with who started each. */
export async function pageOfJobs(
  db: Executor,
  kind: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: (Omit<JobRow, 'result'> & { startedBy: string | null })[]; total: number }> {
  const { result: _result, ...columns } = getTableColumns(jobs);
  const rows = await db
    .select({ ...columns, startedBy: users.email })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(eq(jobs.kind, kind))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [counted] = await db.select({ total: count() }).from(jobs).where(eq(jobs.kind, kind));
  return { rows, total: counted?.total ?? 0 };
}

/** Finished one-off jobs older than `olderThanMs`: their reports have been read by then. */
export async function forgetOldJobs(db: Executor, olderThanMs: number): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'failed']),
        sql`${jobs.recurringKey} is null`,
        lte(jobs.finishedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
      ),
    )
    .returning({ id: jobs.id });
  return gone.length;
}

/** A kind's jobs as the System page and `/metrics` count them. */
export interface JobKindFigures {
  kind: string;
  queued: number;
  running: number;
  /** failed since `failedSince` */
  failed: number;
  /** since when the longest-waiting due job has been due (queued, its time come, not claimed) */
  oldestDueAt: Date | null;
  /** how long that is, in seconds by the database's clock; 0 when none waits */
  oldestDueSeconds: number;
}

const QUEUED = sql`${jobs.status} = 'queued'`;
const DUE = sql`${jobs.status} = 'queued' and ${jobs.runAt} <= now()`;

/**
 * Every kind's queued, running and lately failed jobs and its oldest due job, in one statement. A
 * recurring job is queued between its runs; it waits only once its time has come.
 */
export async function jobFiguresByKind(db: Executor, failedWithinMs: number): Promise<JobKindFigures[]> {
  const failedSince = sql`now() - ${failedWithinMs} * interval '1 millisecond'`;
  return db
    .select({
      kind: jobs.kind,
      queued: sql<number>`count(*) filter (where ${QUEUED})`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(Number),
      oldestDueAt: sql<Date | null>`min(${jobs.runAt}) filter (where ${DUE})`.mapWith(jobs.runAt),
      oldestDueSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${DUE})), 0)`.mapWith(Number),
    })
    .from(jobs)
    .where(
      sql`${jobs.status} in ('queued', 'running') or (${jobs.status} = 'failed' and ${jobs.finishedAt} > ${failedSince})`,
    )
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
}

/** The last failed jobs, newest first. */
export async function lastFailedJobs(
  db: Executor,
  limit: number,
): Promise<Pick<JobRow, 'id' | 'kind' | 'attempts' | 'lastError' | 'finishedAt'>[]> {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(sql`${jobs.finishedAt} desc nulls last`, desc(jobs.id))
    .limit(limit);
}

/**
 * A failed job queued again, due now, with a fresh set of attempts; what it did before (its
 * progress, its error) stays until it runs. Only a failed job moves: undefined for any other.
 */
export async function requeueFailedJob(
  db: Executor,
  id: string,
): Promise<Pick<JobRow, 'id' | 'kind' | 'lastError'> | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id, kind: jobs.kind, lastError: jobs.lastError });
  return row;
}

/** A job's status, or undefined when there is no such job. */
export async function jobStatusOf(db: Executor, id: string): Promise<JobRow['status'] | undefined> {
  const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  return row?.status;
}
