import type { AdminUser } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { conflict, notFound } from '../../http/errors';
import { createAccountRepository } from '../accounts/account.repository';
import type { SessionService } from '../accounts/session.service';
import { recordAudit } from '../audit/audit.repository';
import { createSellerRepository } from '../sellers/seller.repository';
import { createUsersRepository, type UsersFilter } from './users.repository';

const USER_NOT_FOUND = 'User not found';

export interface UsersQuery extends UsersFilter {
  page: number;
  pageSize: number;
}

/**
 * Buyers (every account that is not an administrator): list, search, block and unblock. A seller's
 * account blocked here takes their brand and products out of the shop (decision 0020), hence
 * `catalogueChanged`.
 */
export function createUsersService(db: Database, sessions: SessionService, catalogueChanged: CatalogueChanged) {
  const repository = createUsersRepository(db);
  return {
    async list(query: UsersQuery): Promise<{ data: AdminUser[]; page: number; pageSize: number; total: number }> {
      const [rows, total] = await Promise.all([
        repository.list(query, query.pageSize, (query.page - 1) * query.pageSize),
        repository.count(query),
      ]);
      const sellers = await createSellerRepository(db).sellerIdsAmong(rows.map((row) => row.user.id));
      return {
        data: rows.map(({ user, orders: n }) => ({
          id: user.id,
          email: user.email,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          status: user.status,
          isSeller: sellers.has(user.id),
          orders: Number(n ?? 0),
          createdAt: user.createdAt.toISOString(),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    /** Blocking ends every session of the account at once: its next request is signed out. */
    async setStatus(actorId: string, id: string, status: 'active' | 'blocked'): Promise<void> {
      const isSeller = await db.transaction(async (tx) => {
        const before = await createUsersRepository(tx).lock(id);
        if (!before) throw notFound(USER_NOT_FOUND);
        if (before.isAdmin) throw conflict('Administrators cannot be blocked from the buyers list');
        await createAccountRepository(tx).setStatus(id, status);
        await recordAudit(tx, {
          actorId,
          action: status === 'blocked' ? 'user.block' : 'user.unblock',
          entity: 'user',
          entityId: id,
          before: { status: before.status },
          after: { status },
        });
        return (await createSellerRepository(tx).sellerIdsAmong([id])).has(id);
      });
      if (isSeller) catalogueChanged();
      if (status === 'blocked') await sessions.endAllOf(id);
    },
  };
}
