import { dataOf, pageOf } from '@onsale/core/contracts/api';
import {
  type SellerOrderSummary,
  sellerOrderDetailSchema,
  sellerOrderStatusUpdateSchema,
  sellerOrderSummarySchema,
  sellerOrdersQuerySchema,
  sellerToPackSchema,
} from '@onsale/core/contracts/seller';
import { parcelEventBodySchema, returnedParcelBodySchema } from '@onsale/core/contracts/parcel-events';
import { ORDER_STATUS_LABELS } from '@onsale/core/order-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDateTime, csvRupees, sendCsv, type CsvColumn } from '../../http/csv-export';

const ORDER_COLUMNS: CsvColumn<SellerOrderSummary>[] = [
  { header: 'Order', value: (order) => order.orderNumber },
  { header: 'Placed (PKT)', value: (order) => csvDateTime(order.createdAt) },
  { header: 'Customer', value: (order) => order.customerName },
  { header: 'E-mail', value: (order) => order.customerEmail },
  { header: 'Status', value: (order) => ORDER_STATUS_LABELS[order.status] },
  { header: 'Items', value: (order) => order.itemCount },
  { header: 'Subtotal (Rs)', value: (order) => csvRupees(order.subtotal) },
  { header: 'Shipping (Rs)', value: (order) => csvRupees(order.shipping) },
  { header: 'Discount (Rs)', value: (order) => csvRupees(order.discount) },
  { header: 'Total (Rs)', value: (order) => csvRupees(order.total) },
];

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The seller orders holding this seller's items: approved sellers only, their own only. */
const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/orders',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "List the seller's orders",
        operationId: 'listSellerOrders',
        querystring: sellerOrdersQuerySchema,
        response: { 200: pageOf(sellerOrderSummarySchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      const { status, q, page, pageSize } = request.query;
      const result = await app.sellerOrders.list(seller.id, { status, text: q || undefined }, page, pageSize);
      return result;
    },
  );

  // The seller's own orders only, with the list's filters and without its paging.
  app.get(
    '/seller/orders/export.csv',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Download the seller's orders the filters match as CSV",
        operationId: 'exportSellerOrdersCsv',
        querystring: sellerOrdersQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) => {
      const { seller } = request;
      const { status, q } = request.query;
      return sendCsv(
        reply,
        'onsale-seller-orders',
        ORDER_COLUMNS,
        async (page, pageSize) =>
          (await app.sellerOrders.list(seller.id, { status, text: q || undefined }, page, pageSize)).data,
      );
    },
  );

  app.get(
    '/seller/orders/to-pack',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Count the confirmed orders the seller has still to pack or ship',
        operationId: 'countSellerOrdersToPack',
        response: { 200: dataOf(sellerToPackSchema) },
      },
    },
    async (request) => ({ data: await app.sellerOrders.toPack(request.seller.id) }),
  );

  app.get(
    '/seller/orders/:id',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Read one of the seller's orders",
        operationId: 'getSellerOrder',
        params: idParams,
        response: { 200: dataOf(sellerOrderDetailSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellerOrders.detail(seller.id, request.params.id) };
    },
  );

  app.get(
    '/seller/orders/:id/packing-slip.pdf',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Download the packing slip of one of the seller's orders as a PDF",
        operationId: 'sellerPackingSlip',
        errors: [404],
        params: idParams,
      },
    },
    async (request, reply) => {
      const { seller } = request;
      const pdf = await app.sellerOrders.packingSlip(seller.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="packing-slip-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  app.patch(
    '/seller/orders/:id/status',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Change the status of one of the seller's orders",
        operationId: 'updateSellerOrderStatus',
        errors: [409],
        params: idParams,
        body: sellerOrderStatusUpdateSchema,
        response: { 200: dataOf(sellerOrderDetailSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellerOrders.changeStatus(seller, request.params.id, request.body) };
    },
  );

  app.post(
    '/seller/orders/:id/parcel-events',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Record that one of the seller's parcels is out for delivery, or that a delivery attempt failed",
        operationId: 'recordSellerParcelEvent',
        errors: [409],
        params: idParams,
        body: parcelEventBodySchema,
        response: { 200: dataOf(sellerOrderDetailSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellerOrders.recordParcelEvent(seller, request.params.id, request.body) };
    },
  );

  app.post(
    '/seller/orders/:id/returned-parcel',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Check a parcel returned to sender back in: in good condition its items go back in stock',
        operationId: 'checkSellerReturnedParcel',
        errors: [409],
        params: idParams,
        body: returnedParcelBodySchema,
        response: { 200: dataOf(sellerOrderDetailSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return {
        data: await app.sellerOrders.checkReturnedParcel(seller, request.params.id, request.body.condition),
      };
    },
  );
};

export default sellerOrderRoutes;
