import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Counts hits per key in a fixed window that starts with the first hit. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Counter {
  count: number;
  expiresAt: number;
}

/** One process only: the default when no Redis is configured. */
export function createMemoryStore(maxKeys = 100_000): RateLimitStore {
  // Bounded, so a flood of made-up e-mails cannot grow the process without limit.
  const counters = new LRUCache<string, Counter>({ max: maxKeys });
  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.expiresAt <= Date.now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };
  return {
    async hit(key, windowMs) {
      const counter = live(key) ?? { count: 0, expiresAt: Date.now() + windowMs };
      counter.count += 1;
      counters.set(key, counter);
      return counter.count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

// INCR and the first PEXPIRE in one step, so a crash between them cannot leave a key that never expires.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

/**
 * Shared by every app process on the same Redis. When Redis cannot be reached the limits fall back
 * to this process's memory rather than locking every shopper out.
 */
export function createRedisStore(url: string, onError: (error: unknown) => void = () => {}): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000 });
  redis.on('error', onError);
  const fallback = createMemoryStore();
  const guarded = async <T>(run: () => Promise<T>, otherwise: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      onError(error);
      return otherwise();
    }
  };
  return {
    hit: (key, windowMs) => guarded(async () => Number(await redis.eval(HIT_SCRIPT, 1, key, String(windowMs))), () => fallback.hit(key, windowMs)),
    count: (key) => guarded(async () => Number((await redis.get(key)) ?? 0), () => fallback.count(key)),
    reset: (key) => guarded(async () => void (await redis.del(key)), () => fallback.reset(key)),
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** A named limit over a store: `limited` before the work, `hit` to count an attempt. */
export function createRateLimiter(store: RateLimitStore, prefix: string, name: string, rule: RateLimitRule) {
  const keyOf = (key: string) => `${prefix}rl:${name}:${key}`;
  return {
    async limited(key: string): Promise<boolean> {
      return (await store.count(keyOf(key))) >= rule.limit;
    },
    /** Counts one attempt; true when this one went over the limit. */
    async hit(key: string): Promise<boolean> {
      return (await store.hit(keyOf(key), rule.windowMs)) > rule.limit;
    },
    reset: (key: string) => store.reset(keyOf(key)),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
