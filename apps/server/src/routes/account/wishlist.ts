import { dataOf } from '@onsale/core/contracts/api';
import { productIdParamsSchema, wishlistAddBodySchema, wishlistItemSchema } from '@onsale/core/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/wishlist',
    {
      schema: {
        summary: 'List the wishlist',
        operationId: 'listWishlist',
        response: { 200: dataOf(z.array(wishlistItemSchema)) },
      },
    },
    async (request) => {
      const { user } = request;
      return { data: await app.wishlist.list(user.id) };
    },
  );

  app.post(
    '/account/wishlist',
    {
      schema: {
        summary: 'Add a product to the wishlist',
        operationId: 'addToWishlist',
        errors: [404],
        body: wishlistAddBodySchema,
        response: { 200: dataOf(z.object({ productId: z.string(), saved: z.boolean() })) },
      },
    },
    async (request) => {
      const { user } = request;
      await app.wishlist.add(user.id, request.body.productId);
      return { data: { productId: request.body.productId, saved: true } };
    },
  );

  app.delete(
    '/account/wishlist/:productId',
    {
      schema: {
        summary: 'Remove a product from the wishlist',
        operationId: 'removeFromWishlist',
        noContent: true,
        params: productIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { user } = request;
      await app.wishlist.remove(user.id, request.params.productId);
      return reply.status(204).send();
    },
  );
};

export default wishlistRoutes;
