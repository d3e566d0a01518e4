import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, sellerProfiles, sessions, users } from '../../db/schema';
import { insertRows } from '../../db/one-statement';
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

/** A one-time link token as it goes out in an e-mail: 32 random bytes. */
export const newAccountToken = (): string => crypto.randomBytes(32).toString('base64url');

/**
 * Makes a one-time link token for `userId` and returns it; the table keeps only its hash, so a
 * leaked table opens no account.
 */
export async function createAccountToken(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlMs = ACCOUNT_TOKEN_TTL_MS[purpose],
): Promise<string> {
  const token = newAccountToken();
  await db.execute(accountTokenInsert({ token, userId, purpose, expiresAt: new Date(Date.now() + ttlMs) }));
  return token;
}

/**
 * The insert of a link token (its hash), the one statement createAccountToken runs; the checkout
 * runs it inside its own statement (see inOneStatement), only `when` the order is written.
 */
export function accountTokenInsert(
  link: { token: string; userId: string; purpose: AccountTokenPurpose; expiresAt: Date },
  options: { when?: SQL } = {},
): SQL {
  return insertRows(
    accountTokens,
    [{ id: hashToken(link.token), userId: link.userId, purpose: link.purpose, expiresAt: link.expiresAt }],
    options,
  );
}

export interface UsableToken {
  userId: string;
  email: string;
  status: 'active' | 'blocked';
  sellerStatus: 'pending' | 'approved' | 'rejected' | 'blocked' | null;
  purpose: AccountTokenPurpose;
}

const usable = (token: string, purposes: readonly AccountTokenPurpose[]) =>
  and(
    eq(accountTokens.id, hashToken(token)),
    inArray(accountTokens.purpose, [...purposes]),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** The account a token opens, when it is one of `purposes`, unused and not expired; else null. */
export async function findUsableToken(
  db: Executor,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<UsableToken | null> {
  const [row] = await db
    .select({
      userId: accountTokens.userId,
      purpose: accountTokens.purpose,
      email: users.email,
      status: users.status,
      sellerStatus: sellerProfiles.status,
    })
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
export async function consumeAccountToken(
  db: Executor,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(usable(token, purposes))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/**
 * The new password of a link's account: its e-mail counts as verified, every session of it ends,
 * and every other password link of it stops working. An older link (a reset asked for before, an
 * earlier receipt's, valid for days) would otherwise set the password again after the owner chose
 * one, in the hands of whoever read that older e-mail.
 */
export async function setPasswordFromLink(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...PASSWORD_LINK_PURPOSES]),
        isNull(accountTokens.usedAt),
      ),
    );
}
