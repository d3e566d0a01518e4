import { TOO_MANY_LOGIN_ATTEMPTS, TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT } from '@onsale/core/contracts/accounts';
import { TooManyRequestsError } from '../../http/errors';
import { addressKey, type RateLimiter } from '../limits/rate-limits';

const ADDRESS_REFUSAL = { message: TOO_MANY_LOGIN_ATTEMPTS, code: 'too_many_attempts' };
const ACCOUNT_REFUSAL = { message: TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT, code: 'too_many_attempts' };

export interface LoginLimiterOptions {
  /** E-mails the owner of `email`, if it has an account, a link that signs them in without the password (decision 0036). */
  sendUnlockLink?: (email: string) => Promise<void>;
}

/**
 * Failed-login counting for every sign-in form (buyer, seller, admin), so that guessing a
 * password is slow whether the attacker sticks to one account or sprays many. An attempt is
 * counted before its password is checked and given back when the password was right: counting
 * only after a wrong password would let any number of concurrent guesses through the check.
 *
 * Over the per-account limit no password is checked, not even the right one, so guesses from any
 * number of addresses stay at five per quarter hour. The owner is not locked out by strangers'
 * guesses for all that: the refusal e-mails the address a one-time link to choose a new password
 * and sign in, at most once per lock, and reads the same whether the e-mail has an account or not.
 */
export function createLoginLimiter(limits: RateLimiter, options: LoginLimiterOptions = {}) {
  const accountKey = (email: string) => email.trim().toLowerCase();

  async function accountLocked(email: string, refused: TooManyRequestsError): Promise<never> {
    // Counted for every e-mail, known or not, so that the owner's inbox gets one link per lock however many guesses follow.
    const firstRefusal = await limits.take('login-unlock-email', email).then(
      () => true,
      (error: unknown) => {
        if (error instanceof TooManyRequestsError) return false;
        throw error;
      },
    );
    if (firstRefusal && options.sendUnlockLink) await options.sendUnlockLink(email);
    throw refused;
  }

  return {
    /**
     * Counts the attempt; 429 'Too many failed login attempts…' when the account or the address is
     * over its limit. `account: false` counts a guess that is no account's (an invite code): it is
     * refused with the plain words, since there is no owner to e-mail.
     */
    async countAttempt(
      attempt: { email: string; ip: string },
      { account = true }: { account?: boolean } = {},
    ): Promise<void> {
      // The address first: one address cannot fill the counters with made-up e-mails once it is refused.
      await limits.take('login-address', addressKey(attempt.ip), ADDRESS_REFUSAL);
      const email = accountKey(attempt.email);
      if (!account) return limits.take('login-account', email, ADDRESS_REFUSAL);
      try {
        await limits.take('login-account', email, ACCOUNT_REFUSAL);
      } catch (error) {
        if (error instanceof TooManyRequestsError) await accountLocked(email, error);
        throw error;
      }
    },
    /** A right password clears the account's count and gives the address its attempt back, so only failures add up. */
    async recordSuccess(attempt: { email: string; ip: string }): Promise<void> {
      await Promise.all([
        limits.clear('login-account', accountKey(attempt.email)),
        limits.forgive('login-address', addressKey(attempt.ip)),
      ]);
    },
    /** The owner proved the address and chose a new password: the guesses at the old one stop counting against them. */
    async clearAccount(email: string): Promise<void> {
      await limits.clear('login-account', accountKey(email));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
