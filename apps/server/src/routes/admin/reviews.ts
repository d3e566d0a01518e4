import { reviewHideBodySchema, reviewIdParamsSchema } from '@onsale/core/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Review moderation: an admin hides a review from the product page, or shows it again. */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/reviews/:id',
    {
      schema: {
        summary: 'Hide or show a review',
        operationId: 'moderateReview',
        noContent: true,
        params: reviewIdParamsSchema,
        body: reviewHideBodySchema,
      },
    },
    async (request, reply) => {
      await app.reviews.setHidden(request.params.id, request.body.hidden);
      return reply.status(204).send();
    },
  );
};

export default adminReviewRoutes;
