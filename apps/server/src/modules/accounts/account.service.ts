import {
  ACCOUNT_BLOCKED,
  EMAIL_IN_USE,
  INVALID_CREDENTIALS,
  PASSWORD_TOO_WEAK,
  type LoginBody,
  type Me,
  type ProfileUpdateBody,
  type SignupBody,
} from '@onsale/core/contracts/accounts';
import type { Executor } from '../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import { createAccountRepository } from './account.repository';
import { sendVerificationEmail } from './email-verification.service';
import type { LoginLimiter } from './login-limiter';
import { hashPassword, isWeakPassword, verifyPassword } from './password';

export function createAccountService(db: Executor, loginLimiter: LoginLimiter, options: { publicUrl: string }) {
  const repository = createAccountRepository(db);

  async function me(userId: string): Promise<Me | null> {
    const row = await repository.findProfile(userId);
    if (!row) return null;
    return {
      uid: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      username: row.username,
      phoneNumber: row.phone,
      address: row.address,
      isSeller: row.sellerStatus !== null,
      sellerStatus: row.sellerStatus,
      isAdmin: row.isAdmin,
      emailVerified: row.emailVerifiedAt !== null,
    };
  }

  return {
    me,

    /**
     * A new buyer account; the caller signs it in. An e-mail already used, also by an account made
     * at guest checkout that has no password yet, is refused: that buyer sets a password through
     * the e-mailed link or a password reset, so nobody can claim someone else's orders by signing up.
     * Signing up does not prove the address: a verification link goes to it, and guest orders
     * placed with it show in the account once that link is opened.
     */
    async signup(body: SignupBody): Promise<string> {
      if (isWeakPassword(body.password)) throw badRequest(PASSWORD_TOO_WEAK, { password: PASSWORD_TOO_WEAK });
      const email = body.email.toLowerCase();
      if (await repository.findByEmail(email)) throw conflict(EMAIL_IN_USE);
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const created = await createAccountRepository(tx).insert({
          email,
          passwordHash,
          username: body.username,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phoneNumber,
          address: body.address,
        });
        if (!created) throw conflict(EMAIL_IN_USE);
        await sendVerificationEmail(tx, { id: created.id, email, firstName: body.firstName }, options.publicUrl);
        return created.id;
      });
    },

    /**
     * The account's id when the password is right. An unknown e-mail, an account without a
     * password and a wrong password give the same answer after the same hashing work, so the
     * form cannot tell which e-mails have accounts. Only the right password learns of a block (of
     * the account, or of its seller profile).
     */
    async login(body: LoginBody, ip: string): Promise<string> {
      const attempt = { email: body.email, ip };
      await loginLimiter.countAttempt(attempt);
      const account = await repository.findByEmail(body.email.trim());
      const ok = await verifyPassword(account?.passwordHash, body.password);
      if (!account || !ok) throw unauthorized(INVALID_CREDENTIALS);
      // A blocked seller is out of the whole shop, not only the seller area (spec section 6).
      if (account.status === 'blocked' || account.sellerStatus === 'blocked') throw forbidden(ACCOUNT_BLOCKED);
      await loginLimiter.recordSuccess(attempt);
      return account.id;
    },

    async updateProfile(userId: string, body: ProfileUpdateBody): Promise<Me | null> {
      const updated = await repository.updateProfile(userId, {
        username: body.username,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phoneNumber,
        address: body.address,
      });
      return updated ? me(userId) : null;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
