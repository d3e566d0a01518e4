import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditEntryInput {
  actorId: string | null;
  action: string; // product.update, seller.approve, …
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'password_hash']);

/** A row as it is kept in the log: plain JSON, without anything secret. */
export function auditSnapshot<T extends object>(row: T | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const json = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  for (const field of SECRET_FIELDS) delete json[field];
  return json;
}

/** Written in the same transaction as the change, so the log never claims a change that rolled back. */
export async function recordAudit(db: Executor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : auditSnapshot(entry.before as object),
    after: entry.after === undefined ? null : auditSnapshot(entry.after as object),
  });
}

/** The latest changes, newest first, each with the e-mail of who made it. */
export async function listRecentAudit(db: Executor, limit: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, actorEmail: row.actorEmail ?? null, createdAt: row.createdAt.toISOString() }));
}
