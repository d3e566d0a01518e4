import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. With no per-request part (no CSP nonce) they are the
 * same on every answer, so helmet runs once, against a response that only records what it sets.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const directives =
    typeof options.contentSecurityPolicy === 'object'
      ? Object.values(options.contentSecurityPolicy.directives ?? {})
      : [];
  if (
    directives.some(
      (values) =>
        values !== null &&
        typeof values === 'object' &&
        [...(values as Iterable<unknown>)].some((value) => typeof value === 'function'),
    )
  ) {
    throw new Error(
      'security headers are computed once: a Content-Security-Policy directive cannot depend on the request',
    );
  }
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Every answer (API, pages, media, errors and 404s) carries helmet's security headers and its
 * request's id (`X-Request-Id`), set in one step per request: helmet's own Fastify plugin rebuilds
 * its middleware and directives for each request, which cost a cached catalogue answer a tenth of
 * its time.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // The id every log line of this request carries: a shopper's complaint can be found by it.
    reply.header('x-request-id', request.id);
    done();
  });
}
