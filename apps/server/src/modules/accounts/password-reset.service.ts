import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../mail/outbox.repository';
import { createAccountRepository } from './account.repository';
import { ACCOUNT_TOKEN_TTL_MS, createAccountToken } from './account-tokens.repository';
import { escapeHtml } from '@onsale/core/html';

/**
 * "Forgot password": e-mails a one-time link when the account exists. The answer is the same
 * whether it exists or not, and the route's limits count every e-mail alike, so the form reveals nothing.
 * The link opens /reset-password, which sets the password through POST /api/auth/set-password.
 */
export function createPasswordResetService(db: Database, config: Pick<Config, 'publicUrl'>) {
  const accounts = createAccountRepository(db);

  return {
    async request(email: string): Promise<void> {
      const account = await accounts.findByEmail(email.trim().toLowerCase());
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
