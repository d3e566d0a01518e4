import { dataOf } from '@onsale/core/contracts/api';
import { sizeChartInputSchema, sizeChartSchema } from '@onsale/core/contracts/size-charts';
import { UUID_PATTERN } from '@onsale/core/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const idParams = z.object({ id: z.string().regex(UUID_PATTERN, 'Size chart not found') });

/** The seller's own size charts (decision 0050): any seller reads them, only an approved seller changes them. */
const sellerSizeChartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/size-charts',
    {
      schema: {
        summary: "List the seller's size charts",
        operationId: 'listSellerSizeCharts',
        response: { 200: dataOf(z.array(sizeChartSchema)) },
      },
    },
    async (request) => ({ data: await app.sizeCharts.seller.list(request.seller.id) }),
  );

  app.get(
    '/seller/size-charts/:id',
    {
      schema: {
        summary: "Read one of the seller's size charts",
        operationId: 'getSellerSizeChart',
        params: idParams,
        response: { 200: dataOf(sizeChartSchema) },
      },
    },
    async (request) => ({ data: await app.sizeCharts.seller.get(request.seller.id, request.params.id) }),
  );

  app.post(
    '/seller/size-charts',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Add a size chart',
        operationId: 'createSellerSizeChart',
        body: sizeChartInputSchema,
        response: { 201: dataOf(sizeChartSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.sizeCharts.seller.create(request.seller.id, request.body) }),
  );

  app.put(
    '/seller/size-charts/:id',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Change one of the seller's size charts",
        operationId: 'updateSellerSizeChart',
        params: idParams,
        body: sizeChartInputSchema,
        response: { 200: dataOf(sizeChartSchema) },
      },
    },
    async (request) => ({
      data: await app.sizeCharts.seller.update(request.seller.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/seller/size-charts/:id',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Delete one of the seller's size charts (its products keep none)",
        operationId: 'deleteSellerSizeChart',
        noContent: true,
        params: idParams,
      },
    },
    async (request, reply) => {
      await app.sizeCharts.seller.remove(request.seller.id, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default sellerSizeChartRoutes;
