import { dataOf, pageOf } from '@onsale/core/contracts/api';
import {
  returnActionBodySchema,
  returnIdParamsSchema,
  returnListQuerySchema,
  returnSchema,
} from '@onsale/core/contracts/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Every return, for the admins: escalations to decide, refunds to a bank or wallet to record, and what is past due. */
const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/returns',
    {
      schema: {
        summary: 'List returns: open, past due, escalated or all',
        operationId: 'listReturns',
        querystring: returnListQuerySchema,
        response: { 200: pageOf(returnSchema) },
      },
    },
    async (request) => app.returns.list({ admin: true }, 'admin', request.query.filter, request.query.page),
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        summary: 'Read a return',
        operationId: 'getReturn',
        errors: [404],
        params: returnIdParamsSchema,
        response: { 200: dataOf(returnSchema) },
      },
    },
    async (request) => ({
      data: await app.returns.detail(request.params.id, { admin: true }, 'admin'),
    }),
  );

  app.post(
    '/returns/:id/actions',
    {
      schema: {
        summary: "Move a return on: a seller's steps, an escalation's decision, or a refund paid",
        operationId: 'actOnReturn',
        errors: [403, 404, 409],
        params: returnIdParamsSchema,
        body: returnActionBodySchema,
        response: { 200: dataOf(returnSchema) },
      },
    },
    async (request) => ({
      data: await app.returns.act(
        { actor: 'admin', actorId: request.admin.id, scope: { admin: true } },
        request.params.id,
        request.body,
      ),
    }),
  );
};

export default adminReturnRoutes;
