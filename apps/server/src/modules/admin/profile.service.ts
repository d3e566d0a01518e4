import { ADMIN_MESSAGES } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { hashPassword, isWeakPassword, verifyPassword } from '../accounts/password';
import { createAdminAccountsRepository } from '../accounts/admin-accounts.repository';
import { recordAudit } from '../audit/audit.repository';

/** The signed-in admin's own name and password. */
export function createProfileService(db: Database) {
  const repository = createAdminAccountsRepository(db);
  return {
    async updateName(userId: string, name: { firstName: string; lastName: string }) {
      return db.transaction(async (tx) => {
        const repo = createAdminAccountsRepository(tx);
        const before = await repo.findById(userId);
        if (!before) throw notFound('Account not found');
        const after = (await repo.update(userId, name))!;
        await recordAudit(tx, {
          actorId: userId,
          action: 'admin.profile',
          entity: 'user',
          entityId: userId,
          before: { firstName: before.firstName, lastName: before.lastName },
          after: name,
        });
        return { id: after.id, email: after.email, firstName: after.firstName, lastName: after.lastName };
      });
    },

    /** Checks the current password; the caller ends the account's other sessions afterwards. */
    async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await repository.findById(userId);
      if (!user) throw notFound('Account not found');
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw badRequest('Current password is not correct', { currentPassword: 'Current password is not correct' });
      if (isWeakPassword(newPassword))
        throw badRequest(ADMIN_MESSAGES.passwordTooWeak, { newPassword: ADMIN_MESSAGES.passwordTooWeak });
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await createAdminAccountsRepository(tx).update(userId, { passwordHash });
        await recordAudit(tx, { actorId: userId, action: 'admin.password', entity: 'user', entityId: userId });
      });
    },
  };
}
