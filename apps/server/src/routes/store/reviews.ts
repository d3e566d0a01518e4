import { dataOf } from '@onsale/core/contracts/api';
import { productReviewsSchema } from '@onsale/core/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The Reviews tab of the product page, read by anyone; a buyer writes their own in the account area (routes/account/reviews.ts). */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:slug/reviews',
    {
      schema: {
        summary: "List a product's reviews",
        operationId: 'listProductReviews',
        params: slugParams,
        response: { 200: dataOf(productReviewsSchema) },
      },
    },
    async (request) => ({
      data: await app.reviews.list(request.params.slug),
    }),
  );
};

export default reviewRoutes;
