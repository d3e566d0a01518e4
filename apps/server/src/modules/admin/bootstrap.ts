import { ConfigError } from '../../config';
import type { Database } from '../../db/client';
import { hashPassword, isWeakPassword, MIN_PASSWORD_LENGTH } from '../accounts/password';
import { createAdminAccountsRepository } from '../accounts/admin-accounts.repository';
import { recordAudit } from '../audit/audit.repository';

export type AdminBootstrapResult = 'created' | 'promoted' | 'exists' | 'not-configured';

export class AdminPasswordError extends Error {}

/**
 * Makes `email` an administrator with `password`: a new account, or an existing one promoted
 * (its password replaced, since the operator will sign in with the one just given).
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; password: string; firstName?: string; lastName?: string },
  action: string,
): Promise<'created' | 'promoted'> {
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new AdminPasswordError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (isWeakPassword(input.password))
    throw new AdminPasswordError('The password is too weak: it is one of the first ones attackers try.');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const repository = createAdminAccountsRepository(tx);
    const existing = await repository.findByEmail(input.email);
    if (existing) {
      const row = await repository.update(existing.id, { passwordHash, isAdmin: true, status: 'active' });
      await recordAudit(tx, {
        actorId: null,
        action,
        entity: 'user',
        entityId: existing.id,
        before: { isAdmin: existing.isAdmin, status: existing.status },
        after: { isAdmin: row?.isAdmin, status: row?.status },
      });
      return 'promoted';
    }
    const row = await repository.insertAdmin({
      email: input.email.trim(),
      passwordHash,
      firstName: input.firstName ?? 'Admin',
      lastName: input.lastName ?? '',
    });
    await recordAudit(tx, {
      actorId: null,
      action,
      entity: 'user',
      entityId: row.id,
      after: { email: row.email, isAdmin: true },
    });
    return 'created';
  });
}

/** At start: the first administrator from ADMIN_EMAIL + ADMIN_PASSWORD, only while the shop has none. */
export async function ensureFirstAdmin(
  db: Database,
  admin: { email: string; password: string } | undefined,
): Promise<AdminBootstrapResult> {
  if (!admin) return 'not-configured';
  if (await createAdminAccountsRepository(db).anyAdminExists()) return 'exists';
  try {
    return await createOrPromoteAdmin(db, admin, 'admin.bootstrap');
  } catch (error) {
    // A weak configured password stops the start with one line, like any other wrong setting.
    if (error instanceof AdminPasswordError)
      throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD ${error.message.replace(/^The password /, '')}`);
    throw error;
  }
}
