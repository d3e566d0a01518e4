import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueEmail, type OutgoingEmail } from '../mail/outbox.repository';
import { createAccountRepository } from './account.repository';
import { ACCOUNT_TOKEN_TTL_MS, createAccountToken } from './account-tokens.repository';
import { escapeHtml } from '@onsale/core/html';

const minutes = (ms: number) => Math.round(ms / 60_000);

export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** "Forgot password": the link to choose a new one. */
function resetEmail(account: { email: string; firstName: string }, link: string): OutgoingEmail {
  const greeting = account.firstName ? `Hi ${account.firstName},` : 'Hi,';
  const ask = `Someone asked to reset the password of your OnSale account. To choose a new one, open this link within ${minutes(ACCOUNT_TOKEN_TTL_MS.reset_password)} minutes:`;
  const after = 'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.';
  return {
    kind: 'password-reset',
    to: account.email,
    subject: 'Reset your OnSale password',
    text: `${greeting}\n\n${ask}\n\n${link}\n\n${after}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>${escapeHtml(after)}</p>`,
  };
}

/** Sent when sign-in to the account is refused after too many wrong passwords (decision 0036). */
function unlockEmail(account: { email: string; firstName: string }, link: string, lockMinutes: number): OutgoingEmail {
  const greeting = account.firstName ? `Hi ${account.firstName},` : 'Hi,';
  const why = `Someone tried to sign in to your OnSale account with wrong passwords, so signing in with a password is paused for up to ${lockMinutes} minutes.`;
  const how = `To sign in now, choose a new password with this link within ${minutes(ACCOUNT_TOKEN_TTL_MS.reset_password)} minutes. It signs you in and signs out everyone else:`;
  const after =
    'The link works once. If the wrong passwords were yours and you remember the right one, you can also ignore this e-mail and sign in again later.';
  return {
    kind: 'login-unlock',
    to: account.email,
    subject: 'Sign in to OnSale: too many wrong passwords',
    text: `${greeting}\n\n${why}\n\n${how}\n\n${link}\n\n${after}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(why)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(link)}">Choose a new password and sign in</a></p><p>${escapeHtml(after)}</p>`,
  };
}

/**
 * "Forgot password", and the link that lets a locked-out owner in: each e-mails a one-time reset
 * link when an active account has the e-mail. Nothing in the answer depends on whether it has one,
 * and the callers' limits count every e-mail alike, so neither reveals which e-mails have accounts.
 * The link opens /reset-password, which sets the password through POST /api/auth/set-password.
 */
export function createPasswordResetService(db: Database, config: Pick<Config, 'publicUrl' | 'rateLimits'>) {
  const accounts = createAccountRepository(db);

  async function sendLink(
    email: string,
    write: (account: { email: string; firstName: string }, link: string) => OutgoingEmail,
  ): Promise<void> {
    const account = await accounts.findByEmail(email.trim().toLowerCase());
    if (!account || account.status !== 'active') return;
    await db.transaction(async (tx) => {
      const token = await createAccountToken(tx, account.id, 'reset_password');
      await enqueueEmail(tx, write(account, resetPasswordUrl(config.publicUrl, token)));
    });
  }

  return {
    request: (email: string) => sendLink(email, resetEmail),
    unlock: (email: string) =>
      sendLink(email, (account, link) =>
        unlockEmail(account, link, minutes(config.rateLimits['login-account'].windowSeconds * 1000)),
      ),
  };
}
