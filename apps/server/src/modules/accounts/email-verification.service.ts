import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFY_LINK_INVALID,
  emailVerificationSent,
} from '@onsale/core/contracts/accounts';
import { escapeHtml } from '@onsale/core/html';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { enqueueEmail, type OutgoingEmail } from '../mail/outbox.repository';
import { createAccountRepository } from './account.repository';
import { consumeAccountToken, createAccountToken } from './account-tokens.repository';

export function verifyEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

interface Recipient {
  email: string;
  firstName: string;
}

/** The e-mail with the one-time verification link: opening it proves the buyer owns the address. */
export function verificationEmail(account: Recipient, link: string): OutgoingEmail {
  const greeting = account.firstName ? `Hi ${account.firstName},` : 'Hi,';
  const why =
    'Please confirm that this e-mail address is yours. Orders placed with it while you were not signed in then show in your account too.';
  const after = 'The link works once, for 7 days. If you did not open an OnSale account, ignore this e-mail.';
  return {
    kind: 'verify-email',
    to: account.email,
    subject: 'Confirm your OnSale e-mail address',
    text: `${greeting}\n\n${why}\n\n${link}\n\n${after}\n\nOnSale`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(why)}</p><p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p><p>${escapeHtml(after)}</p>`,
  };
}

/** Makes a verification link for the account and puts its e-mail in the outbox (inside the caller's transaction). */
export async function sendVerificationEmail(
  tx: Executor,
  account: Recipient & { id: string },
  publicUrl: string,
): Promise<void> {
  const token = await createAccountToken(tx, account.id, 'verify_email');
  await enqueueEmail(tx, verificationEmail(account, verifyEmailUrl(publicUrl, token)));
}

/**
 * E-mail verification: a link sent at sign-up, sent again on request, and used once. Guest orders
 * filed under an account by their e-mail stay out of it until its owner has proven the address,
 * so whoever signs up with somebody else's e-mail never sees that person's orders.
 */
export function createEmailVerificationService(db: Database, config: Pick<Config, 'publicUrl'>) {
  const accounts = createAccountRepository(db);

  return {
    /** Sends a new link to the signed-in buyer's e-mail; answers the message to show. */
    async resend(userId: string): Promise<{ email: string; message: string }> {
      const account = await accounts.findProfile(userId);
      if (!account) throw unauthorized();
      if (account.emailVerifiedAt) throw conflict(EMAIL_ALREADY_VERIFIED);
      await db.transaction((tx) =>
        sendVerificationEmail(
          tx,
          { id: account.id, email: account.email, firstName: account.firstName },
          config.publicUrl,
        ),
      );
      return { email: account.email, message: emailVerificationSent(account.email) };
    },

    /** Uses the link up and marks the address verified; nobody is signed in by it. */
    async verify(token: string): Promise<{ email: string }> {
      return db.transaction(async (tx) => {
        const userId = await consumeAccountToken(tx, token, ['verify_email']);
        if (!userId) throw badRequest(EMAIL_VERIFY_LINK_INVALID, { token: EMAIL_VERIFY_LINK_INVALID });
        const repository = createAccountRepository(tx);
        await repository.markEmailVerified(userId);
        const account = await repository.findProfile(userId);
        return { email: account!.email };
      });
    },
  };
}
