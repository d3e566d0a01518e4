import { adminBannerSchema, bannerInputSchema, idParamsSchema, reorderSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const adminBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banners',
    {
      schema: {
        summary: 'List the home page banners',
        operationId: 'listBannersForAdmin',
        response: { 200: dataOf(z.array(adminBannerSchema)) },
      },
    },
    async () => ({ data: await app.adminBanners.list() }),
  );

  app.post(
    '/banners',
    {
      schema: {
        summary: 'Add a banner',
        operationId: 'createBanner',
        body: bannerInputSchema,
        response: { 201: dataOf(adminBannerSchema) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ data: await app.adminBanners.create(request.admin.id, request.body) });
    },
  );

  app.put(
    '/banners/:id',
    {
      schema: {
        summary: 'Change a banner',
        operationId: 'updateBanner',
        params: idParamsSchema,
        body: bannerInputSchema,
        response: { 200: dataOf(adminBannerSchema) },
      },
    },
    async (request) => {
      return { data: await app.adminBanners.update(request.admin.id, request.params.id, request.body) };
    },
  );

  app.post(
    '/banners/reorder',
    {
      schema: {
        summary: 'Put the banners in a new order',
        operationId: 'reorderBanners',
        body: reorderSchema,
        response: { 200: dataOf(z.object({ reordered: z.number().int() })) },
      },
    },
    async (request) => {
      await app.adminBanners.reorder(request.admin.id, request.body.ids);
      return { data: { reordered: request.body.ids.length } };
    },
  );

  app.delete(
    '/banners/:id',
    {
      schema: {
        summary: 'Delete a banner',
        operationId: 'deleteBanner',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await app.adminBanners.remove(request.admin.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};

export default adminBannerRoutes;
