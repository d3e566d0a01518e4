import { dataOf } from '@onsale/core/contracts/api';
import { myReviewSchema, reviewBodySchema, reviewSchema } from '@onsale/core/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The buyer's own review on the product page's Reviews tab: written by buyers it was delivered to. */
const myReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:slug/reviews/mine',
    {
      schema: {
        summary: "Read the buyer's own review of a product",
        operationId: 'getMyReview',
        params: slugParams,
        response: { 200: dataOf(myReviewSchema) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      reply.header('cache-control', 'private, no-store');
      return { data: await app.reviews.mine(request.params.slug, user.id) };
    },
  );

  app.put(
    '/products/:slug/reviews/mine',
    {
      schema: {
        summary: "Write or change the buyer's review of a product",
        operationId: 'saveMyReview',
        params: slugParams,
        body: reviewBodySchema,
        response: { 200: dataOf(reviewSchema), 201: dataOf(reviewSchema) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { review, created } = await app.reviews.upsert(request.params.slug, user.id, request.body);
      return reply.status(created ? 201 : 200).send({ data: review });
    },
  );
};

export default myReviewRoutes;
