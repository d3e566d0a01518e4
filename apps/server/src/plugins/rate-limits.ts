import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { addressKey, createRateLimits, type RateLimiter } from '../modules/limits/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every request limit: counted in Redis when REDIS_URL is set (shared by all app nodes), else in memory. */
    rateLimits: RateLimiter;
    /** The connection to the shared Redis (REDIS_URL) the limits count in, or null; the System page pings it. */
    redis: Redis | null;
  }
}

const REDIS_READY_WAIT_MS = 2_000;

/** The key that counts a request by where it comes from: the socket's address, or the forwarded one when TRUST_PROXY trusts the proxy. */
export const clientAddress = (request: FastifyRequest): string => addressKey(request.ip);

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // No offline queue: while Redis is away a count goes to memory at once instead of waiting on a reconnect.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_READY_WAIT_MS,
  });
  let reachable = true;
  redis.on('ready', () => (reachable = true));
  redis.on('error', (error) => {
    if (reachable)
      app.log.warn({ err: error }, 'Redis unavailable: rate limits count in this process until it is back');
    reachable = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

async function rateLimitsPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl ? await connectRedis(app, app.config.redisUrl) : undefined;
  const limits = createRateLimits(app.config.rateLimits, { redis, keyPrefix: app.config.redisKeyPrefix });
  app.decorate('rateLimits', limits);
  app.decorate('redis', redis ?? null);
  if (redis)
    app.addHook('onClose', () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
    );
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
