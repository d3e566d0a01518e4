import { analyticsSchema } from '@onsale/core/contracts/admin';
import { analyticsQuerySchema } from '@onsale/core/contracts/analytics';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      schema: {
        summary: "Read the shop's sales analytics",
        operationId: 'getAdminAnalytics',
        querystring: analyticsQuerySchema,
        response: { 200: dataOf(analyticsSchema) },
      },
    },
    async (request) => ({
      data: await app.adminAnalytics.analytics(request.query.days),
    }),
  );
};

export default adminAnalyticsRoutes;
