import { adminProductSchema, adminProductsQuerySchema, adminProductUpdateSchema, featuredSchema, idParamsSchema } from '@onsale/core/contracts/admin';
import { dataOf, pageOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth';
import { createAdminProductsService } from '../../modules/admin/admin-products.service';

const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminProductsService(app.db, app.catalogue.changed);

  app.get('/products', { schema: { tags: ['admin'], querystring: adminProductsQuerySchema, response: { 200: pageOf(adminProductSchema) } } }, async (request) => service.list(request.query));

  app.get('/products/:id', { schema: { tags: ['admin'], params: idParamsSchema, response: { 200: dataOf(adminProductSchema) } } }, async (request) => ({ data: await service.get(request.params.id) }));

  app.put('/products/:id', { schema: { tags: ['admin'], params: idParamsSchema, body: adminProductUpdateSchema, response: { 200: dataOf(adminProductSchema) } } }, async (request) => {
    const admin = await requireAdmin(request);
    return { data: await service.update(admin.id, request.params.id, request.body) };
  });

  app.put('/products/:id/featured', { schema: { tags: ['admin'], params: idParamsSchema, body: featuredSchema, response: { 200: dataOf(adminProductSchema) } } }, async (request) => {
    const admin = await requireAdmin(request);
    return { data: await service.setFeatured(admin.id, request.params.id, request.body.featured) };
  });

  app.delete('/products/:id', { schema: { tags: ['admin'], params: idParamsSchema, response: { 200: dataOf(z.object({ deleted: z.literal(true) })) } } }, async (request) => {
    const admin = await requireAdmin(request);
    await service.remove(admin.id, request.params.id);
    return { data: { deleted: true as const } };
  });
};

export default adminProductRoutes;
