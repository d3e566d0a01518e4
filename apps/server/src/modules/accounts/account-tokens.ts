import crypto from 'node:crypto';
import { ACCOUNT_BLOCKED, PASSWORD_TOO_WEAK } from '@onsale/core/contracts/accounts';
import { SET_PASSWORD_LINK_INVALID } from '@onsale/core/contracts/set-password';
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { accountTokens, sellerProfiles, sessions, users } from '../../db/schema';
import { insertRows } from '../../db/one-statement';
import { badRequest, forbidden } from '../../http/errors';
import { hashPassword, isWeakPassword } from './password';
import { hashToken } from './session.service';

export type AccountTokenPurpose = 'set_password' | 'reset_password' | 'verify_email';
/** Both kinds of link end in the same place: a new password. */
export const PASSWORD_LINK_PURPOSES: readonly AccountTokenPurpose[] = ['set_password', 'reset_password'];

/** How long a link works: a set-password link comes with a receipt and may be read days later. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  set_password: 7 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  verify_email: 7 * 24 * 60 * 60 * 1000,
};

/**
 * Makes a one-time link token for `userId` and returns it; the table keeps only its hash, so a
 * leaked table opens no account.
 */
export async function createAccountToken(db: Executor, userId: string, purpose: AccountTokenPurpose, ttlMs = ACCOUNT_TOKEN_TTL_MS[purpose]): Promise<string> {
  const { token, insert } = accountTokenInsert(userId, purpose, { ttlMs });
  await db.execute(insert);
  return token;
}

/** `createAccountToken` as a statement to run together with others (see inOneStatement), and its token. */
export function accountTokenInsert(userId: string, purpose: AccountTokenPurpose, options: { ttlMs?: number; when?: SQL } = {}): { token: string; insert: SQL } {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (options.ttlMs ?? ACCOUNT_TOKEN_TTL_MS[purpose]));
  return { token, insert: insertRows(accountTokens, [{ id: hashToken(token), userId, purpose, expiresAt }], { when: options.when }) };
}

export interface UsableToken {
  userId: string;
  email: string;
  status: 'active' | 'blocked';
  sellerStatus: 'pending' | 'approved' | 'rejected' | 'blocked' | null;
  purpose: AccountTokenPurpose;
}

const usable = (token: string, purposes: readonly AccountTokenPurpose[]) =>
  and(eq(accountTokens.id, hashToken(token)), inArray(accountTokens.purpose, [...purposes]), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

/** The account a token opens, when it is one of `purposes`, unused and not expired; else null. */
export async function findUsableToken(db: Executor, token: string, purposes: readonly AccountTokenPurpose[]): Promise<UsableToken | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId, purpose: accountTokens.purpose, email: users.email, status: users.status, sellerStatus: sellerProfiles.status })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(usable(token, purposes))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used, in one conditional statement so that two requests racing with the same
 * link cannot both pass. Returns the account's id, or null when the token was not usable.
 */
export async function consumeAccountToken(db: Executor, token: string, purposes: readonly AccountTokenPurpose[]): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(usable(token, purposes))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/**
 * Sets an account's password from a one-time link (set_password from a receipt, reset_password from
 * a reset e-mail): the link is used up, the password hashed with argon2id, and every other session
 * of the account ends, since whoever held the old password may still be signed in. Only the owner
 * of the address could open the link, so the e-mail counts as verified from now on.
 */
export async function setPasswordWithToken(db: Database, token: string, password: string): Promise<{ userId: string; email: string }> {
  const found = await findUsableToken(db, token, PASSWORD_LINK_PURPOSES);
  if (!found) throw badRequest(SET_PASSWORD_LINK_INVALID, { token: SET_PASSWORD_LINK_INVALID });
  if (found.status === 'blocked' || found.sellerStatus === 'blocked') throw forbidden(ACCOUNT_BLOCKED);
  if (isWeakPassword(password)) throw badRequest(PASSWORD_TOO_WEAK, { password: PASSWORD_TOO_WEAK });
  // Hashed before the transaction: argon2 takes tens of milliseconds and holds no lock meanwhile.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, PASSWORD_LINK_PURPOSES);
    // Someone used the same link a moment ago.
    if (!userId) throw badRequest(SET_PASSWORD_LINK_INVALID, { token: SET_PASSWORD_LINK_INVALID });
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return { userId, email: found.email };
  });
}
