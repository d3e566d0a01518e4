import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DatabaseProbe } from '../db/ping';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this node takes new requests: `/api/ready` answers 503 once it drains. */
    readiness: Readiness;
  }
}

export interface Readiness {
  readonly draining: boolean;
  /**
   * The node is about to stop: readiness answers 503 from now on, so that the reverse proxy's
   * health check takes the node out, while requests that still reach it are served as usual.
   */
  drain(): void;
  /** Whether the database answers now: a node that cannot reach it cannot serve, so the proxy should take it out. */
  databaseReachable(): Promise<boolean>;
}

export function registerReadiness(app: FastifyInstance, database: DatabaseProbe): void {
  let draining = false;
  // Every answer while draining closes its connection, so that a client or proxy that keeps
  // connections open comes back on a new one, to a node that stays. A listener added only then,
  // and ahead of Fastify's, keeps the request path of a serving node free of any hook.
  const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) =>
    response.setHeader('connection', 'close');
  app.decorate('readiness', {
    get draining() {
      return draining;
    },
    drain() {
      if (draining) return;
      draining = true;
      app.server.prependListener('request', closeAfterAnswer);
    },
    databaseReachable: () => database.reachable(),
  });
  app.addHook('onClose', () => database.close());
}

/**
 * Stops the node: no new connection is taken, the requests in flight are answered, then the app
 * closes. Node closes only the keep-alive connections idle at the moment the server closes; one
 * whose request was still in flight would be kept open for the whole keep-alive timeout after its
 * answer, so the idle ones are closed again until every connection has ended.
 */
export async function closeAfterRequestsInFlight(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
