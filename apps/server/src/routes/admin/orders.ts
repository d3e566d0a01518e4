import { adminOrderSchema, adminOrdersQuerySchema, adminOrderSummarySchema, idParamsSchema, sellerOrderStatusSchema } from '@onsale/core/contracts/admin';
import { dataOf, pageOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { createAdminOrdersService } from '../../modules/admin/orders.service';

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminOrdersService(app.db, { publicUrl: app.config.publicUrl, catalogueChanged: app.catalogue.changed });

  app.get('/orders', { schema: { tags: ['admin'], querystring: adminOrdersQuerySchema, response: { 200: pageOf(adminOrderSummarySchema) } } }, async (request) => service.list(request.query));

  app.get('/orders/:id', { schema: { tags: ['admin'], params: idParamsSchema, response: { 200: dataOf(adminOrderSchema) } } }, async (request) => ({ data: await service.detail(request.params.id) }));

  app.put('/seller-orders/:id/status', { schema: { tags: ['admin'], params: idParamsSchema, body: sellerOrderStatusSchema, response: { 200: dataOf(adminOrderSchema) } } }, async (request) => {
    const admin = await requireAdmin(request);
    return { data: await service.changeSellerOrderStatus(admin.id, request.params.id, request.body.status) };
  });
};

export default adminOrderRoutes;
