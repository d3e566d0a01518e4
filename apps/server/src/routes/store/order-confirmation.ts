import { orderIdParamsSchema } from '@onsale/core/contracts/buyer-orders';
import { dataOf } from '@onsale/core/contracts/api';
import {
  confirmationCodeBodySchema,
  confirmationSentSchema,
  confirmedOrderSchema,
  confirmOrderBodySchema,
} from '@onsale/core/contracts/order-confirmation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The shopper confirms a cash-on-delivery order: the receipt's one-time link, or "Confirm now"
 * (an SMS code when a gateway is configured, else the link again by e-mail) and the code. An
 * order's id is known only to whoever placed it (the answer, the receipt, the account); these
 * routes write only to the order's own phone and address.
 */
const orderConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/confirm',
    {
      schema: {
        summary: "Confirm an order with the receipt's link",
        operationId: 'confirmOrder',
        errors: [400, 409],
        body: confirmOrderBodySchema,
        response: { 200: dataOf(confirmedOrderSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.orderConfirmations.confirmByLink(request.body.orderId, request.body.token) };
    },
  );

  app.post(
    '/orders/:orderId/confirmation/send',
    {
      schema: {
        summary: 'Send the confirmation code by SMS, or the link again by e-mail',
        operationId: 'sendOrderConfirmation',
        errors: [404, 409, 429],
        params: orderIdParamsSchema,
        response: { 200: dataOf(confirmationSentSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.orderConfirmations.send(request.params.orderId) };
    },
  );

  app.post(
    '/orders/:orderId/confirmation/code',
    {
      schema: {
        summary: 'Confirm an order with the code sent by SMS',
        operationId: 'confirmOrderByCode',
        errors: [400, 404, 409],
        params: orderIdParamsSchema,
        body: confirmationCodeBodySchema,
        response: { 200: dataOf(confirmedOrderSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.orderConfirmations.confirmByCode(request.params.orderId, request.body.code) };
    },
  );
};

export default orderConfirmationRoutes;
