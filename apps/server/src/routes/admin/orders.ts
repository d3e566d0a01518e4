import {
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminOrderSummarySchema,
  type AdminOrderSummary,
  cashCollectedParamsSchema,
  idParamsSchema,
  sellerOrderStatusSchema,
} from '@onsale/core/contracts/admin';
import { dataOf, pageOf } from '@onsale/core/contracts/api';
import { orderIdParamsSchema } from '@onsale/core/contracts/buyer-orders';
import {
  awaitingConfirmationsSchema,
  confirmationOutcomeAnswerSchema,
  confirmationOutcomeBodySchema,
} from '@onsale/core/contracts/order-confirmation';
import { parcelEventBodySchema, returnedParcelBodySchema } from '@onsale/core/contracts/parcel-events';
import { BUYER_ORDER_STATUS_LABELS, ORDER_STATUS_LABELS } from '@onsale/core/order-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvDateTime, csvRupees, sendCsv, type CsvColumn } from '../../http/csv-export';

const ORDER_COLUMNS: CsvColumn<AdminOrderSummary>[] = [
  { header: 'Order', value: (order) => order.number },
  { header: 'Placed (PKT)', value: (order) => csvDateTime(order.createdAt) },
  { header: 'Customer', value: (order) => order.customerName },
  { header: 'E-mail', value: (order) => order.customerEmail },
  { header: 'Status', value: (order) => BUYER_ORDER_STATUS_LABELS[order.status] },
  {
    header: 'Sellers',
    value: (order) =>
      order.sellerOrders.map((part) => `${part.sellerName} (${ORDER_STATUS_LABELS[part.status]})`).join('; '),
  },
  { header: 'Total (Rs)', value: (order) => csvRupees(order.total) },
];

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        summary: 'List all orders',
        operationId: 'listOrders',
        querystring: adminOrdersQuerySchema,
        response: { 200: pageOf(adminOrderSummarySchema) },
      },
    },
    async (request) => app.adminOrders.list(request.query),
  );

  // The list's filters without its paging: every order they match.
  app.get(
    '/orders/export.csv',
    {
      schema: {
        summary: 'Download the orders the filters match as CSV',
        operationId: 'exportOrdersCsv',
        querystring: adminOrdersQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'onsale-orders',
        ORDER_COLUMNS,
        async (page, pageSize) => (await app.adminOrders.list({ ...request.query, page, pageSize })).data,
      ),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'Read an order',
        operationId: 'getOrder',
        params: idParamsSchema,
        response: { 200: dataOf(adminOrderSchema) },
      },
    },
    async (request) => ({ data: await app.adminOrders.detail(request.params.id) }),
  );

  app.put(
    '/seller-orders/:id/status',
    {
      schema: {
        summary: "Change the status of a seller's part of an order",
        operationId: 'setSellerOrderStatus',
        errors: [409],
        params: idParamsSchema,
        body: sellerOrderStatusSchema,
        response: { 200: dataOf(adminOrderSchema) },
      },
    },
    async (request) => {
      return {
        data: await app.adminOrders.changeSellerOrderStatus(request.admin.id, request.params.id, request.body),
      };
    },
  );

  app.post(
    '/seller-orders/:id/parcel-events',
    {
      schema: {
        summary: 'Record that a parcel is out for delivery, or that a delivery attempt failed',
        operationId: 'recordParcelEvent',
        errors: [409],
        params: idParamsSchema,
        body: parcelEventBodySchema,
        response: { 200: dataOf(adminOrderSchema) },
      },
    },
    async (request) => ({
      data: await app.adminOrders.recordParcelEvent(request.admin.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/seller-orders/:id/returned-parcel',
    {
      schema: {
        summary: 'Check a parcel returned to sender back in: in good condition its items go back in stock',
        operationId: 'checkReturnedParcel',
        errors: [409],
        params: idParamsSchema,
        body: returnedParcelBodySchema,
        response: { 200: dataOf(adminOrderSchema) },
      },
    },
    async (request) => ({
      data: await app.adminOrders.checkReturnedParcel(request.admin.id, request.params.id, request.body.condition),
    }),
  );

  app.get(
    '/order-confirmations',
    {
      schema: {
        summary: 'List the orders awaiting confirmation, oldest first',
        operationId: 'listAwaitingConfirmations',
        response: { 200: dataOf(awaitingConfirmationsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { orders: await app.orderConfirmations.awaiting() } };
    },
  );

  // Audited: what the call to the shopper came to.
  app.post(
    '/orders/:orderId/confirmation',
    {
      schema: {
        summary: 'Record the outcome of a confirmation call',
        operationId: 'recordConfirmationOutcome',
        errors: [404, 409],
        params: orderIdParamsSchema,
        body: confirmationOutcomeBodySchema,
        response: { 200: dataOf(confirmationOutcomeAnswerSchema) },
      },
    },
    async (request) => ({
      data: await app.orderConfirmations.recordOutcome(request.admin.id, request.params.orderId, request.body.outcome),
    }),
  );

  // Audited; refused (409) unless the part is shipped or delivered and its cash still pending.
  app.post(
    '/orders/:orderId/parts/:sellerOrderId/cash-collected',
    {
      schema: {
        summary: "Record that the cash of a seller's part of an order was collected",
        operationId: 'recordCashCollected',
        errors: [404, 409],
        params: cashCollectedParamsSchema,
        response: { 200: dataOf(adminOrderSchema) },
      },
    },
    async (request) => ({
      data: await app.adminOrders.recordCashCollected(
        request.admin.id,
        request.params.orderId,
        request.params.sellerOrderId,
      ),
    }),
  );
};

export default adminOrderRoutes;
