import { TOO_MANY_LOGIN_ATTEMPTS } from '@onsale/core/contracts/accounts';
import { addressKey, type RateLimiter } from '../limits/rate-limits';

const REFUSAL = { message: TOO_MANY_LOGIN_ATTEMPTS, code: 'too_many_attempts' };

/**
 * Failed-login counting for every sign-in form (buyer, seller, admin), so that guessing a
 * password is slow whether the attacker sticks to one account or sprays many. An attempt is
 * counted before its password is checked and given back when the password was right: counting
 * only after a wrong password would let any number of concurrent guesses through the check.
 */
export function createLoginLimiter(limits: RateLimiter) {
  const accountKey = (email: string) => email.trim().toLowerCase();
  return {
    /** Counts the attempt; 429 'Too many failed login attempts…' when the account or the address is over its limit. */
    async countAttempt(attempt: { email: string; ip: string }): Promise<void> {
      // The address first: one address cannot fill the counters with made-up e-mails once it is refused.
      await limits.take('login-address', addressKey(attempt.ip), REFUSAL);
      await limits.take('login-account', accountKey(attempt.email), REFUSAL);
    },
    /** A right password clears the account's count and gives the address its attempt back, so only failures add up. */
    async recordSuccess(attempt: { email: string; ip: string }): Promise<void> {
      await Promise.all([limits.clear('login-account', accountKey(attempt.email)), limits.forgive('login-address', addressKey(attempt.ip))]);
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
