import type { AdminEmail } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import { listOutbox, lockEmail, requeueEmail, type OutboxRow } from '../mail/outbox.repository';

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
      const { rows, total } = await listOutbox(db, {
        status: query.status === 'all' ? undefined : query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { data: rows.map(toAdminEmail), page: query.page, pageSize: query.pageSize, total };
    },

    /** A failed e-mail goes back to the queue with a fresh set of attempts; the worker sends it. */
    async retry(actorId: string, id: number): Promise<AdminEmail> {
      return db.transaction(async (tx) => {
        const before = await lockEmail(tx, id);
        if (!before) throw notFound('E-mail not found');
        if (before.status !== 'failed')
          throw conflict(
            before.status === 'sent' ? 'This e-mail was already sent' : 'This e-mail is already waiting to be sent',
          );
        const after = await requeueEmail(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'email.retry',
          entity: 'email',
          entityId: String(id),
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
          after: { status: after.status },
        });
        return toAdminEmail(after);
      });
    },
  };
}
