import crypto from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { createDatabaseProbe } from './db/ping';
import { answerUnreadableAddress, MAX_ADDRESS_LENGTH, registerErrorHandler } from './http/errors';
import { apiDocumentOptions } from './http/openapi';
import { registerPublicMediaUrls } from './http/public-media-urls';
import { registerReadiness } from './http/readiness';
import { KeptAnswers, keptAnswersServer } from './http/kept-answers';
import { requestIdOf } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTextInputCheck } from './http/text-input';
import { webDistDir } from './server-root';
import type { StorefrontRenderer } from './routes/web/storefront-pages';
import accountsServices from './plugins/accounts-services';
import adminServices from './plugins/admin-services';
import authPlugin from './plugins/auth';
import catalogueServices from './plugins/catalogue-services';
import engagementServices from './plugins/engagement-services';
import financeServices from './plugins/finance-services';
import importsServices from './plugins/imports-services';
import ordersServices from './plugins/orders-services';
import returnsServices from './plugins/returns-services';
import pricesServices from './plugins/prices-services';
import rateLimitsPlugin from './plugins/rate-limits';
import sellersServices from './plugins/sellers-services';
import settingsServices from './plugins/settings-services';
import systemServices from './plugins/system-services';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { openCatalogueChannel } from './modules/catalogue/catalogue-channel';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/catalogue.service';
import { createJobWaker, type JobWaker } from './modules/jobs/job-runner';
import { errorKeepingLogger } from './modules/system/logged-errors';
import { openMediaStore, type MediaStore } from './modules/media/media-store';
import accountRoutes from './routes/account/index';
import adminRoutes from './routes/admin/index';
import { createSmsSender, type SmsSender } from './modules/sms/sms-sender';
import sellerRoutes from './routes/seller/index';
import storeRoutes from './routes/store/index';
import webRoutes from './routes/web/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** wakes this node's background runner when one is attached (main.ts); tests may attach their own */
    jobs: JobWaker;
    catalogue: CatalogueService;
    /** the SMS gateway (SMS_URL), or null: cash-on-delivery orders are then confirmed by e-mail and phone call */
    sms: SmsSender | null;
  }
}

export { webDistDir };

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** the process's pino logger; none in tests */
  logger?: FastifyBaseLogger;
  /** the built web app (`apps/web/dist`); tests point it at a fixture */
  webDistDir?: string;
  /** where pictures are kept; unset, the app opens the one the configuration names and closes it with itself */
  media?: MediaStore;
  /** the storefront's server render; unset, the web build's (`apps/web/dist/ssr`) */
  storefrontRenderer?: StorefrontRenderer;
}

/**
 * A client too slow with its request is answered 408 and loses its connection, so that slow
 * clients cannot hold a node's connections for ever (the proxy sheds them sooner: README, decision
 * 0038). A minute for the whole request lets a 5 MB picture up over a 700 kbit/s uplink; headers
 * come in one packet from anyone but an attacker. Node checks both every two seconds. An idle
 * kept-alive connection is timed by Fastify's keepAliveTimeout (72 s) alone, longer than the
 * proxy's timeouts, so that the proxy closes it rather than the node under a request it is sending.
 */
const slowClientTimeouts = {
  requestTimeout: 60_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 },
};

/** Builds the whole app without listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp({
  config,
  database,
  logger,
  webDistDir: distDir = webDistDir,
  media,
  storefrontRenderer,
}: AppOptions): Promise<FastifyInstance> {
  // The caches' answers sent again before routing (decision 0070).
  const keptAnswers = new KeptAnswers();
  const trustProxy = trustProxyOption(config.trustProxy);
  const app = Fastify({
    serverFactory: keptAnswersServer(keptAnswers),
    // Without a logger of the process's (tests), one that writes nothing but keeps the errors for the System page.
    loggerInstance: logger ?? errorKeepingLogger(),
    trustProxy,
    bodyLimit: 1_048_576,
    // An address part of any length reaches its route, which answers an unknown one as not found (a
    // product page, the shop's not-found page), rather than the router answering 414 in its own words.
    routerOptions: { maxParamLength: MAX_ADDRESS_LENGTH },
    frameworkErrors: answerUnreadableAddress,
    requestIdHeader: false,
    genReqId: requestIdOf,
    ...slowClientTimeouts,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextInputCheck(app);
  registerPublicMediaUrls(app, config.media.publicUrl);
  registerReadiness(app, createDatabaseProbe(database));

  // External plugins first.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // blob: only for pictures, so a seller sees the picture chosen for a product before it is uploaded
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...(config.media.publicUrl ? [new URL(config.media.publicUrl).origin] : []),
        ],
        'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  // one-shot sha1: cheaper than a streaming hash object on the hot catalogue reads
  await app.register(etag, { hashFn: (payload) => crypto.hash('sha1', payload, 'base64url') });
  await app.register(cookie);
  await app.register(swagger, apiDocumentOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Our services.
  app.decorate('config', config);
  app.decorate('jobs', createJobWaker());
  app.decorate('db', database.db);
  app.decorate('sms', createSmsSender(config.smsUrl));
  app.decorate<MediaStore>('media', media ?? (await openMediaStore(config.media.storage, config.dataDir)));
  if (!media) app.addHook('onClose', () => app.media.close());
  const catalogue = createCatalogueService(createCatalogueRepository(database.db));
  app.decorate('catalogue', catalogue);
  // Every app node on one PostgreSQL hears of the others' catalogue changes (decision 0021).
  if (database.kind === 'postgres' && database.url) {
    const channel = await openCatalogueChannel({
      connectionString: database.url,
      db: database.db,
      log: app.log.child({ component: 'catalogue-channel' }),
      onChange: (change) => catalogue.heard(change),
    });
    catalogue.tellOtherNodesWith(channel.publish);
    app.addHook('onClose', () => channel.close());
  }
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin);
  // Each module's services, built once here for every route that uses them.
  await app.register(catalogueServices);
  await app.register(accountsServices);
  await app.register(ordersServices);
  await app.register(returnsServices);
  await app.register(financeServices);
  await app.register(engagementServices);
  await app.register(pricesServices);
  await app.register(sellersServices);
  await app.register(settingsServices);
  await app.register(importsServices);
  await app.register(adminServices);
  await app.register(systemServices, { database });
  keptAnswers.connect({
    log: app.log,
    trustProxy,
    record: app.system.metrics?.record,
  });
  app.addHook('onResponse', keptAnswers.admit);
  // (a request arriving once the node is closing gets Fastify's own answer)
  app.addHook('preClose', async () => keptAnswers.close());
  app.system.watchCache(keptAnswers);

  // One plugin per audience, each with its own guard (routes/<audience>/index.ts), then the web
  // pages. The order of registration is the order of the API description's paths: moving a plugin
  // here reorders docs/openapi.json, which its test holds to the app as text.
  await app.register(
    async (api) => {
      await api.register(storeRoutes);
      await api.register(accountRoutes);
      await api.register(sellerRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes, { webDistDir: distDir, renderer: storefrontRenderer });
  return app;
}
