import type { AdminEmail } from '@onsale/core/contracts/admin';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit-log';

type OutboxRow = typeof outbox.$inferSelect;
const toAdminEmail = (row: OutboxRow): AdminEmail => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The e-mail outbox as admins see it: what was sent, what is waiting, what failed and why. */
export function createEmailsService(db: Database) {
  return {
    async list(query: { status: 'all' | 'pending' | 'sent' | 'failed'; page: number; pageSize: number }) {
      const where = query.status === 'all' ? undefined : eq(outbox.status, query.status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(outbox).where(where),
      ]);
      return { data: rows.map(toAdminEmail), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
    },

    /** A failed e-mail goes back to the queue with a fresh set of attempts; the worker sends it. */
    async retry(actorId: string, id: number): Promise<AdminEmail> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
        if (!before) throw notFound('E-mail not found');
        if (before.status !== 'failed') throw conflict(before.status === 'sent' ? 'This e-mail was already sent' : 'This e-mail is already waiting to be sent');
        const [after] = await tx
          .update(outbox)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
          .where(eq(outbox.id, id))
          .returning();
        await recordAudit(tx, { actorId, action: 'email.retry', entity: 'email', entityId: String(id), before: { status: before.status, attempts: before.attempts, lastError: before.lastError }, after: { status: after!.status } });
        return toAdminEmail(after!);
      });
    },
  };
}
