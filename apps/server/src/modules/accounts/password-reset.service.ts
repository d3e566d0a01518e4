import { TOO_MANY_REQUESTS } from '@onsale/core/contracts/accounts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { enqueueEmail } from '../mail/outbox.repository';
import { createAccountRepository } from './account.repository';
import { ACCOUNT_TOKEN_TTL_MS, createAccountToken } from './account-tokens';
import { createRateLimiter, type RateLimitStore } from './rate-limiter';
import { escapeHtml } from '@onsale/core/html';

const HOUR_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_LIMITS = {
  // Enough for a buyer who mistypes or loses the first e-mail; too few to flood an inbox.
  perEmail: { limit: 3, windowMs: HOUR_MS },
  perAddress: { limit: 10, windowMs: HOUR_MS },
};

/**
 * "Forgot password": e-mails a one-time link when the account exists. The answer is the same
 * whether it exists or not, and the limits count every e-mail alike, so the form reveals nothing.
 * The link opens /reset-password, which sets the password through POST /api/auth/set-password.
 */
export function createPasswordResetService(db: Database, store: RateLimitStore, config: Pick<Config, 'publicUrl' | 'redisKeyPrefix'>, limits = PASSWORD_RESET_LIMITS) {
  const perEmail = createRateLimiter(store, config.redisKeyPrefix, 'reset-email', limits.perEmail);
  const perAddress = createRateLimiter(store, config.redisKeyPrefix, 'reset-address', limits.perAddress);
  const accounts = createAccountRepository(db);

  return {
    async request(email: string, ip: string): Promise<void> {
      const key = email.trim().toLowerCase();
      const [overEmail, overAddress] = [await perEmail.hit(key), await perAddress.hit(ip)];
      if (overEmail || overAddress) throw new HttpError(429, 'too_many_requests', TOO_MANY_REQUESTS);
      const account = await accounts.findByEmail(key);
      if (!account || account.status !== 'active') return;
      await db.transaction(async (tx) => {
        const token = await createAccountToken(tx, account.id, 'reset_password');
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const minutes = Math.round(ACCOUNT_TOKEN_TTL_MS.reset_password / 60_000);
        const greeting = account.firstName ? `Hi ${account.firstName},` : 'Hi,';
        await enqueueEmail(tx, {
          kind: 'password-reset',
          to: account.email,
          subject: 'Reset your OnSale password',
          text: `${greeting}\n\nSomeone asked to reset the password of your OnSale account. To choose a new one, open this link within ${minutes} minutes:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
          html: `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your OnSale account. To choose a new one, open this link within ${minutes} minutes:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
        });
      });
    },
  };
}
