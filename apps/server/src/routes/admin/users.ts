import { adminUserSchema, adminUsersQuerySchema, idParamsSchema, userStatusSchema } from '@onsale/core/contracts/admin';
import { dataOf, pageOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        summary: 'List buyer accounts',
        operationId: 'listBuyers',
        querystring: adminUsersQuerySchema,
        response: { 200: pageOf(adminUserSchema) },
      },
    },
    async (request) => app.adminUsers.list(request.query),
  );

  app.put(
    '/users/:id/status',
    {
      schema: {
        summary: 'Block or unblock a buyer',
        operationId: 'setBuyerStatus',
        errors: [409],
        params: idParamsSchema,
        body: userStatusSchema,
        response: { 200: dataOf(z.object({ id: z.string(), status: z.enum(['active', 'blocked']) })) },
      },
    },
    async (request) => {
      await app.adminUsers.setStatus(request.admin.id, request.params.id, request.body.status);
      return { data: { id: request.params.id, status: request.body.status } };
    },
  );
};

export default adminUserRoutes;
