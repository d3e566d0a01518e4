import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface SellerAuditEntry {
  actorId: string | null;
  action: string; // seller.register, product.update, seller_order.status, …
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Every seller action leaves a row, written in the same transaction as the change it records. */
export async function recordSellerAction(db: Executor, entry: SellerAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
