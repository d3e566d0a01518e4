import type { AdminUser } from '@onsale/core/contracts/admin';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, sellerProfiles, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { SessionService } from '../accounts/session.service';
import { escapeLike } from './admin-products.repository';
import { recordAudit } from '../audit/audit-log';

const USER_NOT_FOUND = 'User not found';

export interface UsersQuery {
  status: 'all' | 'active' | 'blocked';
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * Buyers (every account that is not an administrator): list, search, block and unblock. A seller's
 * account blocked here takes their brand and products out of the shop (decision 0020), hence
 * `catalogueChanged`.
 */
export function createUsersService(db: Database, sessions: SessionService, catalogueChanged: () => void = () => {}) {
  function whereOf(query: UsersQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(users.isAdmin, false)];
    if (query.status !== 'all') conditions.push(eq(users.status, query.status));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      conditions.push(or(ilike(users.email, like), ilike(users.username, like), ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.phone, like), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`));
    }
    return and(...conditions);
  }

  return {
    async list(query: UsersQuery): Promise<{ data: AdminUser[]; page: number; pageSize: number; total: number }> {
      const orderCount = db.select({ buyerId: orders.buyerId, n: count().as('n') }).from(orders).groupBy(orders.buyerId).as('order_count');
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, sellerId: sellerProfiles.userId, orders: orderCount.n })
          .from(users)
          .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
          .leftJoin(orderCount, eq(orderCount.buyerId, users.id))
          .where(whereOf(query))
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(whereOf(query)),
      ]);
      return {
        data: rows.map(({ user, sellerId, orders: n }) => ({
          id: user.id,
          email: user.email,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          status: user.status,
          isSeller: sellerId != null,
          orders: Number(n ?? 0),
          createdAt: user.createdAt.toISOString(),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: total?.n ?? 0,
      };
    },

    /** Blocking ends every session of the account at once: its next request is signed out. */
    async setStatus(actorId: string, id: string, status: 'active' | 'blocked'): Promise<void> {
      const isSeller = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before) throw notFound(USER_NOT_FOUND);
        if (before.isAdmin) throw conflict('Administrators cannot be blocked from the buyers list');
        await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
        await recordAudit(tx, { actorId, action: status === 'blocked' ? 'user.block' : 'user.unblock', entity: 'user', entityId: id, before: { status: before.status }, after: { status } });
        const [seller] = await tx.select({ id: sellerProfiles.userId }).from(sellerProfiles).where(eq(sellerProfiles.userId, id));
        return Boolean(seller);
      });
      if (isSeller) catalogueChanged();
      if (status === 'blocked') await sessions.endAllOf(id);
    },
  };
}
