import crypto from 'node:crypto';
import { ADMIN_MESSAGES, type AdminSignup } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors';
import type { LoginLimiter } from '../accounts/login-limiter';
import { hashPassword, isWeakPassword, verifyPassword } from '../accounts/password';
import { createAdminAccountsRepository } from '../accounts/admin-accounts.repository';
import { recordAudit } from '../audit/audit.repository';
import { isUniqueViolation } from '../../db/errors';

/** "Ayesha Khan" → first name Ayesha, last name Khan. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** Compares in constant time, so the answer's timing does not reveal how much of the code was right. */
export function inviteCodeMatches(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function createAdminAccountsService(
  db: Database,
  options: { inviteCode: string | undefined; limiter: LoginLimiter },
) {
  const repository = createAdminAccountsRepository(db);
  const { limiter } = options;

  return {
    /** Checks the credentials of an admin sign-in; answers the admin or throws the spec's message. */
    async login(
      email: string,
      password: string,
      ip: string,
    ): Promise<{ id: string; email: string; firstName: string; lastName: string }> {
      const attempt = { email, ip };
      await limiter.countAttempt(attempt);
      const user = await repository.findByEmail(email);
      // Verified even when no account exists, so both failures take the same time.
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) throw new HttpError(401, 'invalid_credentials', ADMIN_MESSAGES.invalidCredentials);
      await limiter.recordSuccess(attempt);
      if (user.status === 'blocked' || user.sellerStatus === 'blocked') throw forbidden(ADMIN_MESSAGES.accountBlocked);
      if (!user.isAdmin) throw forbidden(ADMIN_MESSAGES.notAdmin);
      return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
    },

    /** Sign-up with the invite code; closed when the shop has none configured. */
    signupOpen: () => Boolean(options.inviteCode),

    async signup(input: AdminSignup, ip: string): Promise<{ id: string; email: string }> {
      if (!options.inviteCode) throw forbidden(ADMIN_MESSAGES.signupClosed);
      // Wrong codes count like wrong passwords, or the code could be guessed by trying many.
      // Counted under a per-address pseudo account, so one guesser cannot lock sign-up for everyone.
      const inviteAttempt = { email: `invite-code@${ip}`, ip };
      await limiter.countAttempt(inviteAttempt, { account: false });
      if (!inviteCodeMatches(input.inviteCode, options.inviteCode)) {
        throw badRequest(ADMIN_MESSAGES.inviteCodeInvalid, { inviteCode: ADMIN_MESSAGES.inviteCodeInvalid });
      }
      await limiter.recordSuccess(inviteAttempt);
      if (isWeakPassword(input.password))
        throw badRequest(ADMIN_MESSAGES.passwordTooWeak, { password: ADMIN_MESSAGES.passwordTooWeak });
      const existing = await repository.findByEmail(input.email);
      if (existing) throw conflict(existing.isAdmin ? ADMIN_MESSAGES.adminExists : ADMIN_MESSAGES.emailInUse);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await createAdminAccountsRepository(tx).insertAdmin({
            email: input.email.trim(),
            passwordHash,
            ...splitName(input.name),
          });
          await recordAudit(tx, {
            actorId: row.id,
            action: 'admin.signup',
            entity: 'user',
            entityId: row.id,
            after: { email: row.email, firstName: row.firstName, lastName: row.lastName },
          });
          return { id: row.id, email: row.email };
        });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(ADMIN_MESSAGES.adminExists);
        throw error;
      }
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
