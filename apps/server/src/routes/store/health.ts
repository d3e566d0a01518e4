import { pingDatabase } from '../../db/ping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Tell whether the node is alive',
        operationId: 'getHealth',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('up') }) }),
          503: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { data: { status: 'ok' as const, database: 'up' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.status(503).send({ error: { code: 'unavailable', message: 'The database is unreachable' } });
      }
    },
  );

  // What the reverse proxy's health check asks: 503 from the moment the node starts to shut down,
  // while /health still answers, so that the proxy sends no new request to a node about to stop;
  // and 503 while the database cannot be reached, so that the proxy sends requests to nodes that can.
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Tell whether the node takes requests',
        operationId: 'getReadiness',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ready') }) }),
          503: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.readiness.draining)
        return reply.status(503).send({ error: { code: 'draining', message: 'This node is shutting down' } });
      if (!(await app.readiness.databaseReachable())) {
        request.log.warn('not ready: the database is unreachable');
        return reply.status(503).send({ error: { code: 'unavailable', message: 'The database is unreachable' } });
      }
      return { data: { status: 'ready' as const } };
    },
  );
};

export default healthRoutes;
