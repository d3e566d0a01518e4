/**
 * Traces over OTLP (decision 0066). `server.ts` imports this file only when a collector is
 * configured (`telemetryWanted`), and before any other part of the app: `pg`, `ioredis`, `node:http`
 * and the S3 client must be loaded after the hooks below are in place, or they are never traced.
 *
 * The server is ES modules: its `import`s (of pg, ioredis, …) are seen by import-in-the-middle's
 * loader hook (Node's `module.register`), told to wrap only the modules an instrumentation asked
 * for. A CommonJS package's own `require`s (pg-pool inside pg, the AWS SDK's parts, fastify's
 * `node:http`) are seen by require-in-the-middle, which each instrumentation sets up itself.
 */
import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { diag, DiagLogLevel, type DiagLogFunction } from '@opentelemetry/api';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import pino from 'pino';

export interface Telemetry {
  /** Sends the spans still waiting; the process exits after it. */
  shutdown(): Promise<void>;
}

/** Asked every second by the proxy and the supervisor: traced, they would bury the shop's own requests. */
const UNTRACED_PATHS = new Set(['/api/health', '/api/ready']);
/** The one-time links of e-mails (`/set-password?token=…`, `/order/confirm?token=…`) never leave in a span. */
const SECRET_QUERY_FIELDS = ['token'];

const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0]!;

/** The SDK's error handler hands an error (a failed export) to its logger as JSON. */
function errorIn(message: string): { message: string } | undefined {
  if (!message.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(message) as { message?: unknown };
    return typeof parsed.message === 'string' ? { ...parsed, message: parsed.message } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the OpenTelemetry SDK from the standard `OTEL_*` variables: the collector, its headers,
 * the sampler, the resource. Only traces: no metrics or logs are sent.
 */
export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<Telemetry> {
  // The SDK reports a collector it cannot reach through its own logger: a line in ours, unless
  // OTEL_LOG_LEVEL asks for its console logger instead.
  if (!env.OTEL_LOG_LEVEL) {
    const log = pino({ level: 'warn' }).child({ component: 'traces' });
    const to =
      (level: 'error' | 'warn' | 'info' | 'debug' | 'trace'): DiagLogFunction =>
      (message, ...args) => {
        const err = errorIn(message);
        const details = args.length > 0 ? { details: args } : {};
        if (err) log[level]({ err, ...details }, `traces: ${err.message}`);
        else log[level](details, message);
      };
    diag.setLogger(
      { error: to('error'), warn: to('warn'), info: to('info'), debug: to('debug'), verbose: to('trace') },
      DiagLogLevel.WARN,
    );
  }

  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const named = Boolean(env.OTEL_SERVICE_NAME) || /(^|,)\s*service\.name\s*=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '');
  const sdk = new NodeSDK({
    serviceName: named ? undefined : 'onsale',
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED_PATHS.has(pathOf(request.url)),
        redactedQueryParamsServer: SECRET_QUERY_FIELDS,
      }),
      // Names each request's span after its route (`GET /api/products/:slug`); a span per hook
      // would be a dozen per request, most of them a few microseconds long.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        // its request span's url.path is the URL with its query: the path only, as the HTTP span's
        requestHook: (span, request) => span.setAttribute('url.path', pathOf(request.url)),
      }),
      // Queries and commands inside a request or a job; the job runner's polling makes no traces.
      // A query's SQL is sent with its placeholders, never its values.
      new PgInstrumentation({ requireParentSpan: true }),
      // A Redis command's name only: the request limits' keys hold shoppers' e-mails and addresses.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
      new AwsInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // The loader hook wraps a module only once it has heard that an instrumentation wants it.
  await waitForAllMessagesAcknowledged();
  return { shutdown: () => sdk.shutdown() };
}
