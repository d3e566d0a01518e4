import { dataOf } from '@onsale/core/contracts/api';
import { myReviewSchema, productReviewsSchema, reviewBodySchema, reviewSchema } from '@onsale/core/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReviewsService } from '../../modules/engagement/reviews.service';
import { requireUser } from '../../plugins/auth';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The Reviews tab of the product page: read by anyone, written by buyers it was delivered to. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // The product card's average comes from the catalogue's cached answers: clear them when it moves.
  const reviews = createReviewsService(app.db, () => app.catalogue.changed());

  app.get('/products/:slug/reviews', { schema: { summary: "List a product's reviews", operationId: 'listProductReviews', params: slugParams, response: { 200: dataOf(productReviewsSchema) } } }, async (request) => ({
    data: await reviews.list(request.params.slug),
  }));

  app.get('/products/:slug/reviews/mine', { schema: { summary: "Read the buyer's own review of a product", operationId: 'getMyReview', params: slugParams, response: { 200: dataOf(myReviewSchema) } } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'private, no-store');
    return { data: await reviews.mine(request.params.slug, user.id) };
  });

  app.put(
    '/products/:slug/reviews/mine',
    { schema: { summary: "Write or change the buyer's review of a product", operationId: 'saveMyReview', params: slugParams, body: reviewBodySchema, response: { 200: dataOf(reviewSchema), 201: dataOf(reviewSchema) } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { review, created } = await reviews.upsert(request.params.slug, user.id, request.body);
      return reply.status(created ? 201 : 200).send({ data: review });
    },
  );
};

export default reviewRoutes;
