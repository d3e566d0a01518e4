/** How many times something may happen for one key in a fixed window that opens with the first. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the shop, by the name `RATE_LIMITS` uses. Each is far above what a real shopper
 * does, even an office or a mobile carrier's gateway sharing one address, and far below what a
 * bot needs to reserve a flash sale's stock or guess a password.
 */
export const DEFAULT_RATE_LIMITS = {
  /** failed sign-ins per e-mail (buyer, seller and admin forms; the admin invite code) */
  'login-account': { limit: 5, windowSeconds: 15 * MINUTE },
  /** failed sign-ins per address, so spraying one password over many accounts stays slow */
  'login-address': { limit: 20, windowSeconds: 15 * MINUTE },
  /** e-mails with a link to sign in anyway, per e-mail whose sign-in is refused: one per lock, however many guesses follow */
  'login-unlock-email': { limit: 1, windowSeconds: 15 * MINUTE },
  /** orders placed per address */
  'checkout-address': { limit: 60, windowSeconds: 10 * MINUTE },
  /** orders placed per e-mail */
  'checkout-email': { limit: 10, windowSeconds: 10 * MINUTE },
  /** buyer sign-ups per address: each answer tells whether an e-mail has an account */
  signup: { limit: 30, windowSeconds: HOUR },
  /** seller registrations per address */
  'seller-registration': { limit: 10, windowSeconds: HOUR },
  /** password reset e-mails asked for per e-mail: enough for a lost first one, too few to flood an inbox */
  'password-reset-email': { limit: 3, windowSeconds: HOUR },
  /** password reset e-mails asked for per address */
  'password-reset-address': { limit: 10, windowSeconds: HOUR },
  /** set-password links checked per address as their page opens (the tokens are too long to guess; this only caps the load) */
  'password-link-check': { limit: 120, windowSeconds: HOUR },
  /** e-mail verification links asked for again per account: enough for a lost first one, too few to flood an inbox */
  'email-verification': { limit: 3, windowSeconds: HOUR },
  /** order confirmation codes sent by SMS per phone: each one costs the shop a message */
  'confirmation-sms': { limit: 5, windowSeconds: HOUR },
  /** order look-ups that found nothing, per address: order numbers must not be tried one by one */
  'order-tracking': { limit: 10, windowSeconds: 15 * MINUTE },
  /** images uploaded per seller account */
  uploads: { limit: 120, windowSeconds: 10 * MINUTE },
  /** import previews per admin account: each one fetches a page or parses a feed */
  'import-preview': { limit: 30, windowSeconds: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

export const RATE_LIMIT_NAMES = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[];

const UNIT_SECONDS = { s: 1, m: MINUTE, h: HOUR, d: 24 * HOUR } as const;
const ENTRY = /^([a-z-]+)=(\d+)\/(\d+)([smhd])$/;

/**
 * `RATE_LIMITS`: the defaults with some limits changed, as `name=limit/window` entries separated by
 * commas (`checkout-address=100/10m,signup=50/1h`; windows in s, m, h or d). Answers the limits,
 * or the first problem in words.
 */
export function parseRateLimits(value: string | undefined): { limits: RateLimits } | { problem: string } {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = ENTRY.exec(entry);
    if (!match) return { problem: `has "${entry}": write name=limit/window, like checkout-address=100/10m` };
    const [, name, limit, amount, unit] = match as unknown as [
      string,
      string,
      string,
      string,
      keyof typeof UNIT_SECONDS,
    ];
    if (!RATE_LIMIT_NAMES.includes(name as RateLimitName))
      return { problem: `has an unknown limit "${name}" (known: ${RATE_LIMIT_NAMES.join(', ')})` };
    const windowSeconds = Number(amount) * UNIT_SECONDS[unit];
    if (Number(limit) < 1 || windowSeconds < 1)
      return { problem: `has "${entry}": the limit and the window must be at least 1` };
    limits[name as RateLimitName] = { limit: Number(limit), windowSeconds };
  }
  return { limits };
}
