import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldMessage } from '@onsale/core/contracts/api';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/errors';

/** An answer the caller should see: its status, a stable code and the shop's message text. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Over a rate limit: a 429 whose `Retry-After` says how many seconds until the window reopens. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'too_many_requests',
  ) {
    super(429, code, message);
  }
}

/**
 * Something the node depends on (the database, the picture storage) cannot be reached: a 503 whose
 * `Retry-After` says when to try again. Nothing was changed, so sending the request again is safe.
 */
export class ServiceUnavailableError extends HttpError {
  constructor(
    message: string,
    code = 'unavailable',
    readonly retryAfterSeconds = UNAVAILABLE_RETRY_SECONDS,
  ) {
    super(503, code, message);
  }
}

/** Long enough for a database fail-over or a restarted storage server; short enough that a shopper waits for it. */
export const UNAVAILABLE_RETRY_SECONDS = 5;
export const SHOP_UNAVAILABLE = 'The shop cannot be reached right now. Please try again in a moment.';

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** A write made from what the caller read before someone else's change: 409, with the thing as it is now. */
export class ChangedSinceReadError extends HttpError {
  constructor(
    message: string,
    code: string,
    readonly current: unknown,
  ) {
    super(409, code, message);
  }
}
export const unprocessable = (message: string) => new HttpError(422, 'unprocessable', message);

function fieldName(instancePath: string, context: string | undefined): string {
  const name = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return name || context || 'request';
}

/** What a failed request's log line names it by (with its `reqId`): the System page lists the last ones. */
const requestLine = (request: FastifyRequest) => ({ method: request.method, url: request.url });

/** One error handler: 4xx messages pass through, 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ChangedSinceReadError) {
      return reply.status(409).send({ error: { code: error.code, message: error.message, current: error.current } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext);
        fields[name] ??= fieldMessage(name, issue.message ?? 'is not valid');
      }
      const [first] = Object.entries(fields);
      const message = first ? first[1] : 'Invalid request';
      return reply.status(400).send({ error: { code: 'invalid_input', message, fields } });
    }
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues, ...requestLine(request) },
        'response did not match its schema',
      );
      return reply
        .status(500)
        .send({ error: { code: 'internal', message: 'An unexpected error occurred. Please try again.' } });
    }
    if (isDatabaseUnreachable(error)) {
      // Not the request's fault and nothing was written: the caller may send it again shortly.
      request.log.error({ err: error, ...requestLine(request) }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ error: { code: 'unavailable', message: SHOP_UNAVAILABLE } });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, ...requestLine(request) }, 'request failed');
      return reply
        .status(500)
        .send({ error: { code: 'internal', message: 'An unexpected error occurred. Please try again.' } });
    }
    // Framework 4xx (bad JSON, body too large, unsupported media type): its message is safe to show.
    return reply.status(status).send({ error: { code: error.code ?? 'bad_request', message: error.message } });
  });
}

/** Node reads at most 16 KB of a request's head (its default header size limit): no address part is longer. */
export const MAX_ADDRESS_LENGTH = 16_384;

/**
 * An address the router cannot read (a broken %-escape, a part beyond any limit) answers in the
 * shop's error body, never in the router's own words.
 */
export function answerUnreadableAddress(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
  else void reply.status(400).send({ error: { code: 'invalid_input', message: 'This address is not valid.' } });
}
