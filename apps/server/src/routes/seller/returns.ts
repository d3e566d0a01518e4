import { dataOf, pageOf } from '@onsale/core/contracts/api';
import {
  returnActionBodySchema,
  returnIdParamsSchema,
  returnListQuerySchema,
  returnSchema,
} from '@onsale/core/contracts/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The seller's returns inbox: approved sellers, returns of their own parcels only. */
const sellerReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/returns',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "List the returns of the seller's parcels",
        operationId: 'listSellerReturns',
        querystring: returnListQuerySchema,
        response: { 200: pageOf(returnSchema) },
      },
    },
    async (request) =>
      app.returns.list({ sellerId: request.seller.id }, 'seller', request.query.filter, request.query.page),
  );

  app.get(
    '/seller/returns/:id',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Read a return of one of the seller's parcels",
        operationId: 'getSellerReturn',
        errors: [404],
        params: returnIdParamsSchema,
        response: { 200: dataOf(returnSchema) },
      },
    },
    async (request) => ({
      data: await app.returns.detail(request.params.id, { sellerId: request.seller.id }, 'seller'),
    }),
  );

  app.post(
    '/seller/returns/:id/actions',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Approve or reject a return, mark it received, inspect it, or ship the exchange',
        operationId: 'actOnSellerReturn',
        errors: [403, 404, 409],
        params: returnIdParamsSchema,
        body: returnActionBodySchema,
        response: { 200: dataOf(returnSchema) },
      },
    },
    async (request) => ({
      data: await app.returns.act(
        { actor: 'seller', actorId: request.seller.id, scope: { sellerId: request.seller.id } },
        request.params.id,
        request.body,
      ),
    }),
  );
};

export default sellerReturnRoutes;
