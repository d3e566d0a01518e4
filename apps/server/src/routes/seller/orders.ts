import { dataOf, pageOf } from '@onsale/core/contracts/api';
import { sellerOrderDetailSchema, sellerOrderStatusUpdateSchema, sellerOrderSummarySchema, sellerOrdersQuerySchema } from '@onsale/core/contracts/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SellerOrdersService } from '../../modules/sellers/seller-orders.service';
import { requireSeller } from '../../plugins/auth';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The seller orders holding this seller's items: approved sellers only, their own only. */
const sellerOrderRoutes: FastifyPluginAsyncZod<{ orders: SellerOrdersService }> = async (app, { orders }) => {
  app.get('/seller/orders', { schema: { tags: ['seller'], querystring: sellerOrdersQuerySchema, response: { 200: pageOf(sellerOrderSummarySchema) } } }, async (request) => {
    const seller = await requireSeller(request, { approved: true });
    const { status, q, page, pageSize } = request.query;
    const result = await orders.list(seller.id, { status, text: q || undefined }, page, pageSize);
    return { data: result.items, page: result.page, pageSize: result.pageSize, total: result.total };
  });

  app.get('/seller/orders/:id', { schema: { tags: ['seller'], params: idParams, response: { 200: dataOf(sellerOrderDetailSchema) } } }, async (request) => {
    const seller = await requireSeller(request, { approved: true });
    return { data: await orders.detail(seller.id, request.params.id) };
  });

  app.patch(
    '/seller/orders/:id/status',
    { schema: { tags: ['seller'], params: idParams, body: sellerOrderStatusUpdateSchema, response: { 200: dataOf(sellerOrderDetailSchema) } } },
    async (request) => {
      const seller = await requireSeller(request, { approved: true });
      return { data: await orders.changeStatus(seller, request.params.id, request.body.status) };
    },
  );
};

export default sellerOrderRoutes;
