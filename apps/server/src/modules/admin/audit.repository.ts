import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

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
