import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
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

const entryColumns = {
  id: auditLog.id,
  actorEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

/** A page of the log, newest first: `action` and `entity` match exactly, `actor` is part of the e-mail of who acted. */
export async function listAudit(
  db: Executor,
  filters: { action?: string; entity?: string; actor?: string },
  page: number,
  pageSize: number,
) {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.actor) where.push(ilike(users.email, `%${escapeLike(filters.actor)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(condition),
  ]);
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({ ...row, actorEmail: row.actorEmail ?? null, createdAt: row.createdAt.toISOString() })),
  };
}

/** The actions and entities the log holds, for the filters' lists. */
export async function auditKinds(db: Executor) {
  const [actions, entities] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { actions: actions.map((r) => r.value), entities: entities.map((r) => r.value) };
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
