import { dataOf } from '@onsale/core/contracts/api';
import { jobIdParamsSchema, retriedJobSchema, systemStatusSchema } from '@onsale/core/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The System page: the nodes, the services they depend on, the background jobs, the outbox and the last errors. */
const adminSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system',
    {
      schema: {
        summary: "Read the shop's nodes, services, background jobs, outbox and last errors",
        operationId: 'getSystemStatus',
        response: { 200: dataOf(systemStatusSchema) },
      },
    },
    async () => ({ data: await app.system.status() }),
  );

  app.post(
    '/system/jobs/:id/retry',
    {
      schema: {
        summary: 'Queue a failed background job again',
        operationId: 'retryJob',
        errors: [409],
        params: jobIdParamsSchema,
        response: { 200: dataOf(retriedJobSchema) },
      },
    },
    async (request) => ({ data: await app.system.retryJob(request.admin.id, request.params.id) }),
  );
};

export default adminSystemRoutes;
