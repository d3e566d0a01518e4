import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseRateLimits, type RateLimits } from './modules/limits/rate-limit-rules';
import { parseMediaSettings, type MediaSettings } from './modules/media/media-settings';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be 1 or 0 (true/false)' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

// The names proxy-addr (Fastify's trustProxy) knows for whole address ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  ipaddr.isValidCIDR(entry);

/** Unset: nobody is a proxy, the socket's address is the client's. A number: that many proxy hops. Else the proxies' addresses. */
const trustProxySetting = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined) return false;
      if (/^\d+$/.test(value.trim())) return Number(value) > 0 ? Number(value) : false;
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const wrong = entries.find((entry) => !isProxyAddress(entry));
      if (wrong !== undefined || entries.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges${wrong ? ` ("${wrong}" is neither)` : ''}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/** An address (`10.0.0.5`, `::1`) or a range of them (`10.0.0.0/24`), written in full. */
const isAddressOrRange = (entry: string) => {
  const address = entry.split('/')[0]!;
  const written = ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
  return written && (!entry.includes('/') || ipaddr.isValidCIDR(entry));
};

/** Addresses and ranges, comma-separated: `10.0.0.7,10.1.0.0/16,::1`. Unset: none. */
const addressListSetting = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): string[] => {
      const entries = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const wrong = entries.find((entry) => !isAddressOrRange(entry));
      if (wrong !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of IP addresses or CIDR ranges ("${wrong}" is neither)`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

const rateLimitsSetting = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseRateLimits(value);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.limits;
    }),
);

const configSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be a port number')
      .max(65535, 'must be a port number')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    SMS_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(?:[^<>\r\n]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
          'must be an e-mail address, or a name and an address: OnSale <orders@shop.example.pk>',
        )
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
    ),
    REDIS_KEY_PREFIX: z.preprocess(
      emptyAsUndefined,
      z.string().max(100, 'must be at most 100 characters').default('onsale:'),
    ),
    TRUST_PROXY: trustProxySetting,
    RATE_LIMITS: rateLimitsSetting,
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(6, 'must be at least 6 characters').optional()),
    ADMIN_INVITE_CODE: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
    IMPORT_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
    JOB_LEASE_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(3, 'must be at least 3')
        .max(3600, 'must be at most 3600')
        .default(30),
    ),
    DIGEST_EVERY_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(5, 'must be at least 5')
        .max(86_400, 'must be at most 86400 (a day)')
        .default(900),
    ),
    SEARCH_COUNTS_FLUSH_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be at least 1')
        .max(3600, 'must be at most 3600 (an hour)')
        .default(30),
    ),
    HONEST_PRICE_MIN_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of days' })
        .int('must be a whole number of days')
        .min(0, 'must be from 0 to 30')
        .max(30, 'must be from 0 to 30')
        .default(7),
    ),
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(16, 'must be at least 16 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
        .optional(),
    ),
    METRICS_ALLOW: addressListSetting,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SHUTDOWN_GRACE_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(0, 'must not be negative')
        .max(600_000, 'must be at most 600000 (10 minutes)')
        .default(5_000),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD)
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required when ADMIN_EMAIL is set' });
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL)
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required when ADMIN_PASSWORD is set' });
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** the SMS gateway's form (SMS_URL): codes by SMS confirm cash-on-delivery orders; unset, no SMS */
  smsUrl: string | undefined;
  /** The sender of every e-mail: `MAIL_FROM`, else `OnSale <no-reply@host of PUBLIC_URL>`. */
  mailFrom: string;
  redisUrl: string | undefined;
  /** Prepended to every Redis key, so that two shops (or two test runs) on one Redis never share counters. */
  redisKeyPrefix: string;
  /** Who may say, in X-Forwarded-For, which address a request comes from: Fastify's `trustProxy`. */
  trustProxy: false | number | string[];
  rateLimits: RateLimits;
  admin: { email: string; password: string } | undefined;
  adminInviteCode: string | undefined;
  seedDemo: boolean;
  /** How long a background job's claim lasts unrenewed: how long a job waits after its node died. */
  jobLeaseMs: number;
  /** How often the alert e-mails are looked for (each shopper still gets one a day at most). */
  digestEveryMs: number;
  /** How often a node adds the searches it counted to the admin's Search page (and on shutdown). */
  searchCountsFlushMs: number;
  /** Days of the last 30 on which a discount's original price must have been charged for the discount to be shown (decision 0031); 0 shows every claim. */
  honestPriceMinDays: number;
  importAllowPrivate: boolean;
  /**
   * Who may read `/metrics`: a caller sending `Authorization: Bearer <token>`, or one whose address
   * (`request.ip`) is in `allow` (addresses and CIDR ranges). Neither set: `/metrics` is off (404).
   */
  metrics: { token: string | undefined; allow: string[] };
  logLevel: string;
  /** where pictures are kept and shown from: DATA_DIR/media or an S3 bucket, MEDIA_PUBLIC_URL */
  media: MediaSettings;
  /**
   * How long a node told to stop (SIGTERM) keeps serving while its readiness answers 503, so that
   * the reverse proxy's health check takes it out before it stops accepting connections.
   */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify treats a bare hop count as "trust nobody" (it
 * cannot tell a proxy from a client that writes its own X-Forwarded-For), so a count is the
 * function that trusts that many hops: right only when nothing but the proxies reaches this port.
 */
export function trustProxyOption(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Reads the environment once at start; a wrong value stops the process with one line naming the variable. */
/** `OnSale <no-reply@shop.example.pk>` for a shop at https://shop.example.pk. */
export function defaultMailFrom(publicUrl: string): string {
  return `OnSale <no-reply@${new URL(publicUrl).hostname}>`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const media = parseMediaSettings(env);
  if ('problem' in media) throw new ConfigError(`Invalid configuration: ${media.variable} ${media.problem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    smsUrl: e.SMS_URL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    adminInviteCode: e.ADMIN_INVITE_CODE,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    digestEveryMs: e.DIGEST_EVERY_SECONDS * 1000,
    searchCountsFlushMs: e.SEARCH_COUNTS_FLUSH_SECONDS * 1000,
    // The demo catalogue loads by default only on the embedded database: a real server is someone's shop.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    honestPriceMinDays: e.HONEST_PRICE_MIN_DAYS,
    importAllowPrivate: e.IMPORT_ALLOW_PRIVATE,
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    logLevel: e.LOG_LEVEL,
    media: media.settings,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
