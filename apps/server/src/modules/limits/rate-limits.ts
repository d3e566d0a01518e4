import { TOO_MANY_REQUESTS } from '@onsale/core/contracts/accounts';
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../http/errors';
import { countLimitRefusal } from '../system/metrics';
import { RATE_LIMIT_NAMES, type RateLimitName, type RateLimits } from './rate-limit-rules';

/** What a refused caller reads; the general "Too many requests" unless the form has its own words. */
export interface Refusal {
  message: string;
  code: string;
}

const TOO_MANY: Refusal = { message: TOO_MANY_REQUESTS, code: 'too_many_requests' };

/**
 * Every limit of the shop over one counter store: Redis when the nodes share one (each count an
 * atomic INCR, so concurrent requests cannot slip past a check), else this process's memory.
 * When Redis cannot be reached a limit counts in memory rather than refuse every shopper.
 */
export function createRateLimits(rules: RateLimits, options: { redis?: Redis; keyPrefix: string }) {
  const limiters = new Map(
    RATE_LIMIT_NAMES.map((name) => {
      const { limit, windowSeconds } = rules[name];
      const base = { keyPrefix: `${options.keyPrefix}rl:${name}`, points: limit, duration: windowSeconds };
      const memory = new RateLimiterMemory(base);
      const limiter = options.redis
        ? new RateLimiterRedis({
            ...base,
            storeClient: options.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      return [name, limiter] as const;
    }),
  );
  const limiterOf = (name: RateLimitName) => limiters.get(name)!;

  return {
    /** Counts one request against the limit, before the work it guards; a 429 with Retry-After when over it. */
    async take(name: RateLimitName, key: string, refusal: Refusal = TOO_MANY): Promise<void> {
      try {
        await limiterOf(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          countLimitRefusal(name);
          throw new TooManyRequestsError(
            refusal.message,
            Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
            refusal.code,
          );
        }
        throw error;
      }
    },
    /** Gives back the count of a request that turned out fine (a right password, an order found). */
    async forgive(name: RateLimitName, key: string): Promise<void> {
      await limiterOf(name).reward(key, 1);
    },
    /** Starts the key's count afresh. */
    async clear(name: RateLimitName, key: string): Promise<void> {
      await limiterOf(name).delete(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimits>;

/**
 * The key that counts requests from one client address. An IPv6 client usually holds a whole /64
 * and could take a fresh address for every request, so it is counted by its /64; an IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`) counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
