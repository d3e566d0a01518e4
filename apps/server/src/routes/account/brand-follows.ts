import { dataOf } from '@onsale/core/contracts/api';
import {
  brandFollowBodySchema,
  brandFollowSchema,
  brandFollowUpdateBodySchema,
  brandSlugParamsSchema,
  followStatusSchema,
} from '@onsale/core/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Same parameter name as the catalogue's /brands/:slug/products, as the router requires.
const brandPageParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** Brand follows (the spec's brand subscriptions) of the signed-in buyer. */
const brandFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/brand-follows',
    {
      schema: {
        summary: 'List the brands the buyer follows',
        operationId: 'listBrandFollows',
        response: { 200: dataOf(z.array(brandFollowSchema)) },
      },
    },
    async (request) => {
      const { user } = request;
      return { data: await app.brandFollows.list(user.id) };
    },
  );

  app.post(
    '/account/brand-follows',
    {
      schema: {
        summary: 'Follow a brand',
        operationId: 'followBrand',
        errors: [404, 409],
        body: brandFollowBodySchema,
        response: { 200: dataOf(brandFollowSchema), 201: dataOf(brandFollowSchema) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { follow, outcome } = await app.brandFollows.follow(user.id, request.body.brand);
      return reply.status(outcome === 'created' ? 201 : 200).send({ data: follow });
    },
  );

  app.patch(
    '/account/brand-follows/:brandSlug',
    {
      schema: {
        summary: 'Pause or resume a brand follow',
        operationId: 'updateBrandFollow',
        params: brandSlugParamsSchema,
        body: brandFollowUpdateBodySchema,
        response: { 200: dataOf(brandFollowSchema) },
      },
    },
    async (request) => {
      const { user } = request;
      return { data: await app.brandFollows.setActive(user.id, request.params.brandSlug, request.body.active) };
    },
  );

  app.get(
    '/brands/:slug/follow-status',
    {
      schema: {
        summary: 'Tell whether the buyer follows a brand',
        operationId: 'getBrandFollowStatus',
        params: brandPageParamsSchema,
        response: { 200: dataOf(followStatusSchema) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      reply.header('cache-control', 'private, no-store');
      return { data: { following: await app.brandFollows.isFollowing(user.id, request.params.slug) } };
    },
  );
};

export default brandFollowRoutes;
