import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy in front may have given the request (haproxy's `unique-id-header`): kept when it looks like one. */
const GIVEN_ID = /^[\w.:-]{8,64}$/;

/**
 * Each request's id: the proxy's `X-Request-Id` when it sent a plausible one, so that the proxy's
 * log and the node's name the same request, else a new random one. Fastify puts it on every log
 * line of the request (`reqId`); the answer carries it back (`security-headers.ts`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : crypto.randomUUID();
}
