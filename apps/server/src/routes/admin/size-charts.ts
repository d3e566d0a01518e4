import { idParamsSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import { adminSizeChartSchema, sizeChartInputSchema, sizeChartSchema } from '@onsale/core/contracts/size-charts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The marketplace's size charts (decision 0050), which categories show by default. */
const adminSizeChartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/size-charts',
    {
      schema: {
        summary: "List the marketplace's size charts, with the categories that show each by default",
        operationId: 'listMarketplaceSizeCharts',
        response: { 200: dataOf(z.array(adminSizeChartSchema)) },
      },
    },
    async () => ({ data: await app.sizeCharts.marketplace.list() }),
  );

  app.post(
    '/size-charts',
    {
      schema: {
        summary: 'Add a marketplace size chart',
        operationId: 'createMarketplaceSizeChart',
        body: sizeChartInputSchema,
        response: { 201: dataOf(sizeChartSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.sizeCharts.marketplace.create(request.admin.id, request.body) }),
  );

  app.put(
    '/size-charts/:id',
    {
      schema: {
        summary: 'Change a marketplace size chart',
        operationId: 'updateMarketplaceSizeChart',
        params: idParamsSchema,
        body: sizeChartInputSchema,
        response: { 200: dataOf(sizeChartSchema) },
      },
    },
    async (request) => ({
      data: await app.sizeCharts.marketplace.update(request.admin.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/size-charts/:id',
    {
      schema: {
        summary: 'Delete a marketplace size chart (its categories keep no default)',
        operationId: 'deleteMarketplaceSizeChart',
        noContent: true,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await app.sizeCharts.marketplace.remove(request.admin.id, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default adminSizeChartRoutes;
