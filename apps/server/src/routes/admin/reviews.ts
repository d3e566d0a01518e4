import { reviewHideBodySchema, reviewIdParamsSchema } from '@onsale/core/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReviewsService } from '../../modules/engagement/reviews.service';
import { requireAdmin } from '../../plugins/auth';

const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewsService(app.db, () => app.catalogue.changed());

  app.patch('/admin/reviews/:id', { schema: { summary: 'Hide or show a review', operationId: 'moderateReview', params: reviewIdParamsSchema, body: reviewHideBodySchema } }, async (request, reply) => {
    await requireAdmin(request);
    await reviews.setHidden(request.params.id, request.body.hidden);
    return reply.status(204).send();
  });
};

export default adminReviewRoutes;
