import { dataOf } from '@onsale/core/contracts/api';
import { PRODUCT_NOT_FOUND } from '@onsale/core/contracts/catalogue';
import {
  correctedProductsPageSchema,
  correctedProductsQuerySchema,
  ownedPriceHistorySchema,
} from '@onsale/core/contracts/prices';
import { isUuid } from '@onsale/core/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Any product's price history with sources and the rule's reason, and the discounts the honest-price rule corrected (decision 0031). */
const adminPriceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/discount-corrections',
    {
      schema: {
        summary: 'List the public products whose discount the honest-price rule corrected',
        operationId: 'listDiscountCorrections',
        querystring: correctedProductsQuerySchema,
        response: { 200: correctedProductsPageSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const result = await app.priceHistory.corrected(page, pageSize);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );

  app.get(
    '/products/:id/price-history',
    {
      schema: {
        summary: "Read a product's price history",
        operationId: 'getAdminProductPriceHistory',
        params: idParams,
        response: { 200: dataOf(ownedPriceHistorySchema) },
      },
    },
    async (request, reply) => {
      const history = isUuid(request.params.id) ? await app.priceHistory.ownedHistory(request.params.id) : undefined;
      if (!history) throw notFound(PRODUCT_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return { data: history };
    },
  );
};

export default adminPriceHistoryRoutes;
