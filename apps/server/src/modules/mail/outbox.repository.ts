import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRows } from '../../db/one-statement';
import { outbox } from '../../db/schema';

export interface OutgoingEmail {
  kind: string; // receipt, password-reset, seller-approved, …
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues an e-mail in the same transaction as the change it reports, so a committed order always
 * has its receipt and a rolled-back one never sends any. The outbox worker delivers it.
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  await db.execute(emailInsert(email));
}

/** The insert of `enqueueEmail` as a statement, to run together with others (see inOneStatement). */
export function emailInsert(email: OutgoingEmail, options: { when?: SQL } = {}): SQL {
  return insertRows(outbox, [{ kind: email.kind, recipient: email.to, subject: email.subject, text: email.text, html: email.html }], options);
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due e-mails for one sender. `FOR UPDATE SKIP LOCKED` lets several workers
 * (several app processes on one database) claim at once without waiting for each other or taking
 * the same row; the claim pushes the row's next attempt `leaseMs` ahead, so a worker that dies
 * mid-send leaves it to be retried rather than lost. The attempt is counted here.
 */
export async function claimDueEmails(db: Executor, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`, updatedAt: sql`now()` })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markEmailsSent(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(inArray(outbox.id, [...ids]));
}

/** A failed attempt: tried again after `retryInMs`, or given up (status failed) when `giveUp`. */
export async function markEmailFailed(db: Executor, id: number, error: string, retry: { giveUp: boolean; retryInMs: number }): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 1000),
      updatedAt: sql`now()`,
      ...(retry.giveUp ? { status: 'failed' as const } : { nextAttemptAt: sql`now() + ${retry.retryInMs} * interval '1 millisecond'` }),
    })
    .where(eq(outbox.id, id));
}
