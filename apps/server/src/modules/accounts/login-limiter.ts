import { createRateLimiter, type RateLimitStore } from './rate-limiter';

/** Failed sign-ins allowed per account and per address before both are refused for a while. */
export const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  // Higher: many shoppers can share one address (an office, a mobile carrier's gateway).
  perAddress: { limit: 20, windowMs: 15 * 60 * 1000 },
};

/**
 * Failed-login counting for every sign-in form (buyer, seller, admin), so that guessing a
 * password is slow whether the attacker sticks to one account or sprays many.
 */
export function createLoginLimiter(store: RateLimitStore, prefix: string, limits = LOGIN_LIMITS) {
  const perAccount = createRateLimiter(store, prefix, 'login-account', limits.perAccount);
  const perAddress = createRateLimiter(store, prefix, 'login-address', limits.perAddress);
  const accountKey = (email: string) => email.trim().toLowerCase();
  return {
    async isLocked(attempt: { email: string; ip: string }): Promise<boolean> {
      const [account, address] = await Promise.all([perAccount.limited(accountKey(attempt.email)), perAddress.limited(attempt.ip)]);
      return account || address;
    },
    async recordFailure(attempt: { email: string; ip: string }): Promise<void> {
      await Promise.all([perAccount.hit(accountKey(attempt.email)), perAddress.hit(attempt.ip)]);
    },
    /** A right password clears the account's count; the address keeps its count so spraying stays slow. */
    async recordSuccess(attempt: { email: string }): Promise<void> {
      await perAccount.reset(accountKey(attempt.email));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
