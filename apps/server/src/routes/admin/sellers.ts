import {
  adminSellerSchema,
  adminSellersQuerySchema,
  commissionSchema,
  idParamsSchema,
  payoutInputSchema,
  sellerActionSchema,
} from '@onsale/core/contracts/admin';
import { dataOf, pageOf } from '@onsale/core/contracts/api';
import { adjustmentInputSchema, sellerEarningsSchema } from '@onsale/core/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sellers',
    {
      schema: {
        summary: 'List the sellers',
        operationId: 'listSellers',
        querystring: adminSellersQuerySchema,
        response: { 200: pageOf(adminSellerSchema) },
      },
    },
    async (request) => app.adminSellers.list(request.query),
  );

  app.get(
    '/sellers/:id',
    {
      schema: {
        summary: 'Read a seller',
        operationId: 'getSeller',
        params: idParamsSchema,
        response: { 200: dataOf(adminSellerSchema) },
      },
    },
    async (request) => ({ data: await app.adminSellers.get(request.params.id) }),
  );

  app.post(
    '/sellers/:id/status',
    {
      schema: {
        summary: 'Approve, reject, block or unblock a seller',
        operationId: 'setSellerStatus',
        errors: [409],
        params: idParamsSchema,
        body: sellerActionSchema,
        response: { 200: dataOf(adminSellerSchema) },
      },
    },
    async (request) => {
      return {
        data: await app.adminSellers.act(request.admin.id, request.params.id, request.body.action, request.body.reason),
      };
    },
  );

  app.put(
    '/sellers/:id/commission',
    {
      schema: {
        summary: "Change a seller's commission",
        operationId: 'setSellerCommission',
        params: idParamsSchema,
        body: commissionSchema,
        response: { 200: dataOf(adminSellerSchema) },
      },
    },
    async (request) => {
      return {
        data: await app.adminSellers.setCommission(request.admin.id, request.params.id, request.body.commissionRateBp),
      };
    },
  );

  app.get(
    '/sellers/:id/earnings',
    {
      schema: {
        summary: "Read a seller's earnings and payouts",
        operationId: 'getSellerEarnings',
        params: idParamsSchema,
        response: { 200: dataOf(sellerEarningsSchema) },
      },
    },
    async (request) => ({ data: await app.adminSellers.earnings(request.params.id) }),
  );

  app.post(
    '/sellers/:id/payouts',
    {
      schema: {
        summary: 'Record a payout to a seller',
        operationId: 'recordSellerPayout',
        errors: [409],
        params: idParamsSchema,
        body: payoutInputSchema,
        response: { 201: dataOf(sellerEarningsSchema) },
      },
    },
    async (request, reply) => {
      return reply
        .status(201)
        .send({ data: await app.finance.recordPayout(request.admin.id, request.params.id, request.body) });
    },
  );

  app.post(
    '/sellers/:id/adjustments',
    {
      schema: {
        summary: "Add to a seller's balance or take from it, with the reason",
        operationId: 'adjustSellerBalance',
        params: idParamsSchema,
        body: adjustmentInputSchema,
        response: { 201: dataOf(sellerEarningsSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.finance.adjust(request.admin.id, request.params.id, request.body) }),
  );
};

export default adminSellerRoutes;
