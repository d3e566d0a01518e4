import { dataOf } from '@onsale/core/contracts/api';
import { PRODUCT_NOT_FOUND } from '@onsale/core/contracts/catalogue';
import { ownedPriceHistorySchema } from '@onsale/core/contracts/prices';
import { isUuid } from '@onsale/core/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The price history of the seller's own product, with sources and the honest-price rule's reason (decision 0031). */
const sellerPriceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/products/:id/price-history',
    {
      schema: {
        summary: "Read the price history of one of the seller's products",
        operationId: 'getSellerProductPriceHistory',
        params: idParams,
        response: { 200: dataOf(ownedPriceHistorySchema) },
      },
    },
    async (request, reply) => {
      const { seller } = request;
      // another seller's product reads as missing
      const history = isUuid(request.params.id)
        ? await app.priceHistory.ownedHistory(request.params.id, seller.id)
        : undefined;
      if (!history) throw notFound(PRODUCT_NOT_FOUND);
      reply.header('cache-control', 'private, no-store');
      return { data: history };
    },
  );
};

export default sellerPriceHistoryRoutes;
