import { pageOf, dataOf, pagingQuerySchema } from '@onsale/core/contracts/api';
import {
  buyerOrderDetailSchema,
  buyerOrderSummarySchema,
  orderIdParamsSchema,
} from '@onsale/core/contracts/buyer-orders';
import { orderPartParamsSchema, shopperCancelBodySchema } from '@onsale/core/contracts/cancellation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** My Orders: signed-in buyers, their own orders only. */
const accountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/orders',
    {
      schema: {
        summary: "List the buyer's orders",
        operationId: 'listMyOrders',
        querystring: pagingQuerySchema,
        response: { 200: pageOf(buyerOrderSummarySchema) },
      },
    },
    async (request) => {
      const { user } = request;
      const { page, pageSize } = request.query;
      const result = await app.buyerOrders.list(user.id, page, pageSize);
      return result;
    },
  );

  app.get(
    '/account/orders/:orderId',
    {
      schema: {
        summary: "Read one of the buyer's orders",
        operationId: 'getMyOrder',
        params: orderIdParamsSchema,
        response: { 200: dataOf(buyerOrderDetailSchema) },
      },
    },
    async (request) => {
      const { user } = request;
      return { data: await app.buyerOrders.detail(user.id, request.params.orderId) };
    },
  );

  app.post(
    '/account/orders/:orderId/parts/:sellerOrderId/cancel',
    {
      schema: {
        summary: "Cancel one seller's part of the buyer's order, with a reason",
        operationId: 'cancelMyOrderPart',
        errors: [404, 409],
        params: orderPartParamsSchema,
        body: shopperCancelBodySchema,
        response: { 200: dataOf(buyerOrderDetailSchema) },
      },
    },
    async (request) => {
      const { user } = request;
      const { orderId, sellerOrderId } = request.params;
      const { reason, note } = request.body;
      return { data: await app.partCancels.cancelOwn(user.id, orderId, sellerOrderId, { reason: reason!, note }) };
    },
  );
};

export default accountOrderRoutes;
