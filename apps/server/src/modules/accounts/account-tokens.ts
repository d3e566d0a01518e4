import { ACCOUNT_BLOCKED, PASSWORD_TOO_WEAK } from '@onsale/core/contracts/accounts';
import { SET_PASSWORD_LINK_INVALID } from '@onsale/core/contracts/set-password';
import type { Database } from '../../db/client';
import { badRequest, forbidden } from '../../http/errors';
import {
  consumeAccountToken,
  findUsableToken,
  PASSWORD_LINK_PURPOSES,
  setPasswordFromLink,
} from './account-tokens.repository';
import { hashPassword, isWeakPassword } from './password';

/** Whether a link can still set a password: not used, not expired, and its account not blocked. Nothing is used up. */
export async function passwordLinkUsable(db: Database, token: string): Promise<boolean> {
  const found = token ? await findUsableToken(db, token, PASSWORD_LINK_PURPOSES) : null;
  return found != null && found.status !== 'blocked' && found.sellerStatus !== 'blocked';
}

/**
 * Sets an account's password from a one-time link (set_password from a receipt, reset_password from
 * a reset e-mail): the link is used up, the password hashed with argon2id, and every other session
 * of the account ends, since whoever held the old password may still be signed in. Only the owner
 * of the address could open the link, so the e-mail counts as verified from now on.
 */
export async function setPasswordWithToken(
  db: Database,
  token: string,
  password: string,
): Promise<{ userId: string; email: string }> {
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
    await setPasswordFromLink(tx, userId, passwordHash);
    return { userId, email: found.email };
  });
}
