import { fieldMessage } from '@onsale/core/contracts/api';
import { findRefusedText, TEXT_NOT_ALLOWED } from '@onsale/core/text-input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The whole message of a refused text, for a route whose callers are shoppers (the search box). */
    refusedTextMessage?: string;
  }
}

function refusal(path: (string | number)[], part: string, whole: string | undefined): HttpError {
  const field = path.length > 0 ? path.join('.') : part;
  const message = whole ?? fieldMessage(field, TEXT_NOT_ALLOWED);
  return new HttpError(400, 'invalid_input', message, { [field]: message });
}

/** The first refused text of the request's path, query and body, as the 400 that names its field. */
export function refusedTextOf(request: FastifyRequest): HttpError | null {
  const whole = request.routeOptions.config.refusedTextMessage;
  // A control character or broken escape reaches params and query only percent-encoded: a URL
  // without '%' (every storefront read the shop links to) is not walked at all.
  if (request.url.includes('%')) {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
    ] as const) {
      const path = findRefusedText(value);
      if (path) return refusal(path, part, whole);
    }
  }
  if (request.body !== undefined && request.body !== null) {
    const path = findRefusedText(request.body);
    if (path) return refusal(path, 'body', whole);
  }
  return null;
}

/**
 * Every route, present and future, refuses text no field may hold (NUL, other control characters
 * but tab and line breaks, lone surrogates) in its path, query and body, before its schema runs
 * and long before PostgreSQL sees it. The contracts add their own field rules (one-line fields).
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(refusedTextOf(request) ?? undefined);
  });
}
