import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { DEFAULT_RATE_LIMITS } from '../../src/modules/limits/rate-limit-rules';
import type { DatabaseHandle } from '../../src/db/client';
import { recordAnswers } from './answered-statuses';
import { sourceRenderer } from './storefront-renderer';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle & { url?: string };
  config: Config;
  close(): Promise<void>;
}

/**
 * Tests place orders, sign up and upload far faster than any shopper, all from one address: these
 * limits are raised out of the way. The tests of the limits set their own; the login, password
 * reset and order tracking limits stay as shipped.
 */
export const RAISED_TEST_LIMITS: Config['rateLimits'] = {
  ...DEFAULT_RATE_LIMITS,
  ...Object.fromEntries(
    (['checkout-address', 'checkout-email', 'signup', 'seller-registration', 'uploads', 'import-preview'] as const).map(
      (name) => [name, { limit: 100_000, windowSeconds: 3600 }],
    ),
  ),
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-test-'));
  // A key prefix of its own, so test apps sharing a Redis never see each other's rate-limit counters.
  return {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    seedDemo: false,
    rateLimits: RAISED_TEST_LIMITS,
    redisKeyPrefix: `onsale-test:${path.basename(dataDir)}:`,
    ...overrides,
  };
}

/**
 * The whole app on a fresh database; requests go through `app.inject`. With `webIndexHtml`, it also
 * serves a stand-in for the built web app with that index.html, and renders storefront pages from
 * the web app's source; with `addRoutes`, it answers the test's own routes too.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  {
    webIndexHtml,
    addRoutes,
  }: {
    webIndexHtml?: string;
    /** routes of the test's own, added before the app is ready */
    addRoutes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const webDir = webIndexHtml === undefined ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-web-'));
  if (webDir) fs.writeFileSync(path.join(webDir, 'index.html'), webIndexHtml!);
  const app = await buildApp({
    config,
    database,
    ...(webDir && { webDistDir: webDir, storefrontRenderer: await sourceRenderer() }),
  });
  recordAnswers(app);
  addRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
      await removeRedisKeys(config);
    },
  };
}

/** The counters would expire on their own; removing a test app's keys keeps a shared Redis tidy. */
async function removeRedisKeys(config: Config): Promise<void> {
  if (!config.redisUrl) return;
  // One try, no retries: a test of an unreachable Redis has nothing to tidy.
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const keys = await redis.keys(`${config.redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } catch {
    // unreachable: nothing was counted there
  } finally {
    redis.disconnect();
  }
}
