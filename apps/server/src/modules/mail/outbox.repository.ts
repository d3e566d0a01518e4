import { and, asc, count, desc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRows } from '../../db/one-statement';
import { outbox } from '../../db/schema';
import { emailLayout } from './email-layout';

export interface OutgoingEmail {
  kind: string; // receipt, password-reset, seller-approved, …
  to: string;
  subject: string;
  text: string;
  /** the message itself: emailInsert puts it in the shop's layout */
  html: string;
}

/**
 * Queues an e-mail in the same transaction as the change it reports, so a committed order always
 * has its receipt and a rolled-back one never sends any. The outbox worker delivers it.
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  await db.execute(emailInsert(email));
}

/**
 * The insert of an e-mail into the outbox, the HTML in the shop's layout: the one statement
 * enqueueEmail runs; the checkout runs it inside its own statement (see inOneStatement).
 */
export function emailInsert(email: OutgoingEmail, options: { when?: SQL } = {}): SQL {
  return insertRows(
    outbox,
    [
      {
        kind: email.kind,
        recipient: email.to,
        subject: email.subject,
        text: email.text,
        html: emailLayout(email.html),
      },
    ],
    options,
  );
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims the next due e-mail for one sender, or none. `FOR UPDATE SKIP LOCKED` lets several workers
 * (several app processes on one database) claim at once without waiting for each other or taking
 * the same row; the claim pushes the row's next attempt `leaseMs` ahead, so a worker that dies
 * mid-send leaves it to be retried rather than lost. The attempt is counted here. One at a time:
 * a claimed e-mail is one a crash would delay by the lease, so a sender holds only the one it sends.
 * `except` are those this sender already tried in its pass: a failure waits for its backoff.
 */
export async function claimDueEmail(
  db: Executor,
  leaseMs: number,
  except: readonly number[] = [],
): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        except.length > 0 ? notInArray(outbox.id, [...except]) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed;
}

/** Keeps a claim while its e-mail is still being sent (a slow SMTP server), so no other sender takes it. */
export async function extendEmailLease(db: Executor, id: number, leaseMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

export async function markEmailSent(db: Executor, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(eq(outbox.id, id));
}

/** A failed attempt: tried again after `retryInMs`, or given up (status failed) when `giveUp`. */
export async function markEmailFailed(
  db: Executor,
  id: number,
  error: string,
  retry: { giveUp: boolean; retryInMs: number },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 1000),
      updatedAt: sql`now()`,
      ...(retry.giveUp
        ? { status: 'failed' as const }
        : { nextAttemptAt: sql`now() + ${retry.retryInMs} * interval '1 millisecond'` }),
    })
    .where(eq(outbox.id, id));
}

export type OutboxStatus = OutboxRow['status'];

/** The outbox as the admin reads it, newest first, optionally of one status. */
export async function listOutbox(
  db: Executor,
  query: { status?: OutboxStatus; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = query.status ? eq(outbox.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many e-mails have a status (the admin's failed e-mails). */
export async function countOutbox(db: Executor, status: OutboxStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, status));
  return row?.n ?? 0;
}

export async function lockEmail(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).for('update');
  return row;
}

/** Back in the queue with a fresh set of attempts, due now. */
export async function requeueEmail(db: Executor, id: number): Promise<OutboxRow> {
  const now = new Date();
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(eq(outbox.id, id))
    .returning();
  return row!;
}

/** The outbox as the System page and `/metrics` count it. */
export interface OutboxFigures {
  pending: number;
  failed: number;
  /** when the oldest e-mail still to be sent was queued */
  oldestPendingAt: Date | null;
  /** how long ago that is, in seconds by the database's clock; 0 when none waits */
  oldestPendingSeconds: number;
}

const PENDING = sql`${outbox.status} = 'pending'`;

/** E-mails waiting and given up on, and the oldest waiting, in one statement. */
export async function outboxFigures(db: Executor): Promise<OutboxFigures> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${PENDING})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
      oldestPendingAt: sql<Date | null>`min(${outbox.createdAt}) filter (where ${PENDING})`.mapWith(outbox.createdAt),
      oldestPendingSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${PENDING})), 0)`.mapWith(
          Number,
        ),
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']));
  return row ?? { pending: 0, failed: 0, oldestPendingAt: null, oldestPendingSeconds: 0 };
}

/** The last e-mails given up on, newest first; each failed when it was last written. */
export async function lastFailedEmails(
  db: Executor,
  limit: number,
): Promise<Pick<OutboxRow, 'id' | 'kind' | 'recipient' | 'subject' | 'attempts' | 'lastError' | 'updatedAt'>[]> {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipient: outbox.recipient,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      updatedAt: outbox.updatedAt,
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.updatedAt), desc(outbox.id))
    .limit(limit);
}
