import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginLimiter, type LoginLimiter } from '../modules/accounts/login-limiter';
import { createMemoryStore, createRedisStore, type RateLimitStore } from '../modules/accounts/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where rate-limit counters live: Redis when REDIS_URL is set (shared by all app nodes), else memory. */
    rateLimitStore: RateLimitStore;
    /** Failed sign-in counting for every sign-in form. */
    loginLimiter: LoginLimiter;
  }
}

async function rateLimitsPlugin(app: FastifyInstance) {
  const store = app.config.redisUrl
    ? createRedisStore(app.config.redisUrl, (error) => app.log.warn({ err: error }, 'rate-limit store unavailable, counting in memory'))
    : createMemoryStore();
  app.decorate('rateLimitStore', store);
  app.decorate('loginLimiter', createLoginLimiter(store, app.config.redisKeyPrefix));
  app.addHook('onClose', () => store.close());
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
