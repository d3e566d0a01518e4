import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import protobuf from 'protobufjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { telemetryWanted } from '../src/telemetry-wanted';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestDatabase, onPostgres } from './support/test-database';
import { multipartFile, pngImage } from './support/uploads';

// The compiled server, as `npm start` runs it, exporting its traces to an OTLP/HTTP receiver of the
// test's own, in the protocol an operator gets by default (protobuf). The batch goes out every
// minute, longer than the test: every span below reached the receiver when the node stopped, so the
// node also sends what is left on its way out.

const redisUrl = process.env.REDIS_URL || undefined;
const BUCKET = 'onsale-traces';
const SECRET_TOKEN = 'never-in-a-trace';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

/**
 * The part of OTLP's trace messages (opentelemetry-proto, `collector/trace/v1`) the test reads: an
 * export request as the SDK sends it by default (`http/protobuf`), decoded as a collector decodes it.
 */
const OTLP_TRACES = protobuf
  .parse(
    `
  syntax = "proto3";
  message AnyValue { oneof value { string string_value = 1; bool bool_value = 2; int64 int_value = 3; double double_value = 4; } }
  message KeyValue { string key = 1; AnyValue value = 2; }
  message Resource { repeated KeyValue attributes = 1; }
  message InstrumentationScope { string name = 1; }
  message Span { bytes trace_id = 1; bytes span_id = 2; bytes parent_span_id = 4; string name = 5; int32 kind = 6; repeated KeyValue attributes = 9; }
  message ScopeSpans { InstrumentationScope scope = 1; repeated Span spans = 2; }
  message ResourceSpans { Resource resource = 1; repeated ScopeSpans scope_spans = 2; }
  message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }
`,
  )
  .root.lookupType('ExportTraceServiceRequest');

interface DecodedAttribute {
  key: string;
  value?: { stringValue?: string; boolValue?: boolean; intValue?: number; doubleValue?: number };
}
interface DecodedRequest {
  resourceSpans?: {
    resource?: { attributes?: DecodedAttribute[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId?: Uint8Array;
        spanId?: Uint8Array;
        parentSpanId?: Uint8Array;
        name?: string;
        kind?: number;
        attributes?: DecodedAttribute[];
      }[];
    }[];
  }[];
}

const hex = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('hex');

/** `[{ key, value: { stringValue | intValue | … } }]` as a plain record. */
function attributesOf(list: DecodedAttribute[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value ?? {})[0]]));
}

/** A collector in miniature: POST /v1/traces with OTLP protobuf bodies, kept as flat spans. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') return response.writeHead(404).end();
      headers.push(request.headers);
      const payload = OTLP_TRACES.toObject(OTLP_TRACES.decode(Buffer.concat(chunks)), {
        longs: Number,
        defaults: false,
      }) as DecodedRequest;
      for (const resourceSpans of payload.resourceSpans ?? [])
        for (const scopeSpans of resourceSpans.scopeSpans ?? [])
          for (const span of scopeSpans.spans ?? [])
            spans.push({
              traceId: hex(span.traceId),
              spanId: hex(span.spanId),
              parentSpanId: hex(span.parentSpanId),
              name: span.name ?? '',
              kind: span.kind ?? 0,
              scope: scopeSpans.scope?.name ?? '',
              attributes: attributesOf(span.attributes),
              resource: attributesOf(resourceSpans.resource?.attributes),
            });
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A module hook that writes each OpenTelemetry or import-in-the-middle module the process imports to
 * stderr, for the node started without a collector.
 */
function writeImportWatcher(directory: string): string {
  fs.writeFileSync(
    path.join(directory, 'watch-hooks.mjs'),
    `import { writeSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (/@opentelemetry|in-the-middle|@fastify\\/otel/.test(resolved.url)) writeSync(2, 'imported ' + resolved.url + '\\n');
  return resolved;
}
`,
  );
  const register = path.join(directory, 'watch-imports.mjs');
  fs.writeFileSync(
    register,
    `import { register } from 'node:module';\nregister('./watch-hooks.mjs', import.meta.url);\n`,
  );
  return pathToFileURL(register).href;
}

async function waitFor(condition: () => boolean, what: string, output: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('whether a node traces', () => {
  it('traces when the standard variables name a collector, and never when they turn the SDK off', () => {
    expect(telemetryWanted({})).toBe(false);
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(telemetryWanted({ OTEL_SERVICE_NAME: 'onsale-eu' })).toBe(false);
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
    expect(
      telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBe(false);
  });
});

describe(`traces of the compiled server (${onPostgres() ? 'PostgreSQL' : 'embedded database'}${redisUrl ? ', Redis' : ''}, S3)`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let s3: TestS3Server;
  // a database each: the node without traces must not run the other's job
  let databases: (DatabaseHandle & { url?: string })[] = [];
  let traced: ServerProcess;
  let untraced: ServerProcess;
  let watcherDir: string;
  let tracedExit: number | null = null;
  const email = `traced-${crypto.randomBytes(4).toString('hex')}@example.pk`;
  const answers: Record<string, number> = {};

  beforeAll(async () => {
    [receiver, s3, databases] = await Promise.all([
      startReceiver(),
      startS3Server([BUCKET]),
      onPostgres() ? Promise.all([createTestDatabase(), createTestDatabase()]) : [],
    ]);
    watcherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-imports-'));
    const media = { MEDIA_S3_URL: s3.url(BUCKET) };
    // A changed honest-price rule queues a job that the node runs as soon as it starts.
    [traced, untraced] = await Promise.all([
      startServerProcess(
        {
          ...media,
          DATABASE_URL: databases[0]?.url ?? '',
          HONEST_PRICE_MIN_DAYS: '6',
          LOG_LEVEL: 'info',
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          OTEL_EXPORTER_OTLP_HEADERS: 'x-onsale-test=traces',
          OTEL_BSP_SCHEDULE_DELAY: '60000',
          OTEL_SERVICE_NAME: '',
        },
        { compiled: true, timeoutMs: 90_000 },
      ),
      startServerProcess(
        {
          ...media,
          DATABASE_URL: databases[1]?.url ?? '',
          NODE_OPTIONS: `--import=${writeImportWatcher(watcherDir)}`,
        },
        { compiled: true, timeoutMs: 90_000 },
      ),
    ]);

    const categories = await fetch(`${traced.url}/api/categories`);
    answers.categories = categories.status;
    const signup = await fetch(`${traced.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'tracedbuyer',
        firstName: 'Ayesha',
        lastName: 'Khan',
        phoneNumber: '03001234567',
        address: 'House 1, Street 2, Lahore',
        email,
        password: 'kurta-lover-42',
        confirmPassword: 'kurta-lover-42',
      }),
    });
    answers.signup = signup.status;
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const file = multipartFile(await pngImage(), 'kurta.png', 'image/png');
    const upload = await fetch(`${traced.url}/api/account/uploads`, {
      method: 'POST',
      headers: { ...file.headers, cookie },
      body: file.payload,
    });
    answers.upload = upload.status;
    // A wrong password: the request limits count it under the shopper's e-mail.
    const login = await fetch(`${traced.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });
    answers.login = login.status;
    answers.page = (await fetch(`${traced.url}/set-password?token=${SECRET_TOKEN}`)).status;
    await waitFor(
      () => /"kind":"honest-price-reapply"[^\n]*"msg":"job done"/.test(traced.output()),
      'the honest-price job',
      traced.output,
    );
    // The sign-up's verification e-mail, sent from the outbox: without SMTP_URL, as an .eml file.
    const mailDir = path.join(traced.dataDir, 'mail');
    await waitFor(
      () => fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((name) => name.endsWith('.eml')),
      'the verification e-mail',
      traced.output,
    );

    traced.child.once('exit', (code) => (tracedExit = code));
    await traced.stop('SIGTERM');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([traced?.stop('SIGKILL'), untraced?.stop('SIGKILL')]);
    await Promise.all([receiver?.close(), s3?.close(), ...databases.map((database) => database.close())]);
    if (watcherDir) fs.rmSync(watcherDir, { recursive: true, force: true });
  });

  const spansOf = (traceId: string) => receiver.spans.filter((span) => span.traceId === traceId);
  const serverSpan = (name: string) => {
    const span = receiver.spans.find((s) => s.kind === 2 && s.name === name);
    expect(span, `${name} among ${receiver.spans.map((s) => s.name).join(', ')}`).toBeDefined();
    return span!;
  };

  it('answered every request and stopped cleanly', () => {
    expect(answers).toEqual({ categories: 200, signup: 201, upload: 201, login: 401, page: expect.any(Number) });
    expect(tracedExit, traced.output()).toBe(0);
  });

  it('sends its spans to the collector with its headers and the service name onsale, the last ones as it stops', () => {
    expect(receiver.headers.length).toBeGreaterThan(0);
    for (const headers of receiver.headers) {
      expect(headers['x-onsale-test']).toBe('traces');
      expect(headers['content-type']).toBe('application/x-protobuf');
    }
    expect(new Set(receiver.spans.map((span) => span.resource['service.name']))).toEqual(new Set(['onsale']));
  });

  it('names an HTTP request span after its route, with the database queries it made in its trace', () => {
    const request = serverSpan('GET /api/categories');
    expect(request.attributes).toMatchObject({ 'http.route': '/api/categories', 'http.response.status_code': 200 });
    expect(request.parentSpanId ?? '').toBe('');
    const queries = spansOf(request.traceId).filter((span) => span.scope === '@opentelemetry/instrumentation-pg');
    if (onPostgres()) {
      expect(queries.map((span) => span.attributes['db.query.text'])).toContainEqual(
        expect.stringContaining('from "categories"'),
      );
      // Only queries inside a request or a job: the runner's polling makes no trace of its own.
      for (const span of receiver.spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg'))
        expect(span.parentSpanId, span.name).toBeTruthy();
    } else {
      expect(queries).toEqual([]);
    }
  });

  it.skipIf(!redisUrl)('traces the Redis commands of the request limits, without their keys', () => {
    const signup = serverSpan('POST /api/auth/signup');
    const commands = spansOf(signup.traceId).filter((span) => span.scope === '@opentelemetry/instrumentation-ioredis');
    expect(commands.length).toBeGreaterThan(0);
    expect(commands[0]!.attributes['db.system.name']).toBe('redis');
    const login = serverSpan('POST /api/auth/login');
    expect(spansOf(login.traceId).some((span) => span.scope === '@opentelemetry/instrumentation-ioredis')).toBe(true);
  });

  it('traces the S3 calls of a picture upload', () => {
    const upload = serverSpan('POST /api/account/uploads');
    const calls = spansOf(upload.traceId).filter((span) => span.scope === '@opentelemetry/instrumentation-aws-sdk');
    expect(calls.map((span) => span.attributes['rpc.method'])).toContain('PutObject');
    expect(calls.every((span) => span.attributes['rpc.service'] === 'S3')).toBe(true);
  });

  it('traces each job run as one span named after its kind, with its queries inside', () => {
    const job = receiver.spans.find((span) => span.name === 'honest-price-reapply');
    expect(job, receiver.spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(job!.scope).toBe('onsale-jobs');
    expect(job!.attributes).toMatchObject({
      'onsale.job.kind': 'honest-price-reapply',
      'onsale.job.attempt': 1,
      'onsale.job.id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const queries = receiver.spans.filter((span) => span.parentSpanId === job!.spanId && span.scope.endsWith('-pg'));
    if (onPostgres()) expect(queries.length).toBeGreaterThan(0);
  });

  it('traces each e-mail sent from the outbox as one span named after its kind, with its queries inside', () => {
    const sent = receiver.spans.find((span) => span.name === 'email verify-email');
    expect(sent, receiver.spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(sent!.scope).toBe('onsale-mail');
    expect(sent!.kind).toBe(1); // internal
    expect(sent!.parentSpanId ?? '').toBe('');
    expect(sent!.attributes).toMatchObject({
      'onsale.email.kind': 'verify-email',
      'onsale.outbox.attempt': 1,
      'onsale.outbox.id': expect.any(Number),
    });
    const queries = receiver.spans.filter(
      (span) => span.parentSpanId === sent!.spanId && span.scope === '@opentelemetry/instrumentation-pg',
    );
    if (onPostgres())
      expect(queries.map((span) => span.attributes['db.query.text'])).toContainEqual(
        expect.stringContaining('update "outbox"'),
      );
  });

  it('leaves out health checks, one-time tokens and shoppers’ e-mails', () => {
    expect(receiver.spans.filter((span) => String(span.attributes['url.path']).startsWith('/api/health'))).toEqual([]);
    expect(receiver.spans.some((span) => span.attributes['url.path'] === '/set-password')).toBe(true);
    const everything = JSON.stringify(receiver.spans);
    expect(everything).not.toContain(SECRET_TOKEN);
    expect(everything).not.toContain(email);
  });

  it('loads no part of the OpenTelemetry SDK without a collector, and serves', async () => {
    expect((await fetch(`${untraced.url}/api/categories`)).status).toBe(200);
    const imported = [...untraced.output().matchAll(/^imported (\S+)$/gm)].map((match) => match[1]!);
    // The watcher works: the API that the job runner calls, a no-op without the SDK, is imported.
    expect(imported.some((url) => url.includes('/@opentelemetry/api/'))).toBe(true);
    expect(imported.filter((url) => !url.includes('/@opentelemetry/api/'))).toEqual([]);
  });
});
