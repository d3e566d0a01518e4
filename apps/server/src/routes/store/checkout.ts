import {
  cartQuoteBodySchema,
  cartQuoteSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  trackedOrderSchema,
  trackCancelBodySchema,
  trackOrderBodySchema,
} from '@onsale/core/contracts/checkout';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import { clientAddress } from '../../plugins/rate-limits';

/** The bag's quote and cash-on-delivery checkout, for guests and signed-in buyers alike. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/quote',
    {
      schema: {
        summary: 'Price the bag and its coupon',
        operationId: 'quoteBag',
        body: cartQuoteBodySchema,
        response: { 200: dataOf(cartQuoteSchema) },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const quote = await app.bag.quote(request.body.items, request.body.coupon || null, { buyerId: user?.id ?? null });
      reply.header('cache-control', 'no-store');
      return { data: quote };
    },
  );

  app.post(
    '/docheckout',
    {
      schema: {
        summary: 'Place a cash-on-delivery order',
        operationId: 'placeOrder',
        errors: [409, 422, 429],
        headers: idempotencyHeadersSchema,
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER] ?? null;
      const order = { buyerId: user?.id ?? null, idempotencyKey };
      reply.header('cache-control', 'no-store');
      // A retry of an order already placed takes nothing and counts against no limit.
      let placed = idempotencyKey ? await app.checkout.replayOf(request.body, { ...order, idempotencyKey }) : null;
      if (!placed) {
        // Cash on delivery costs a bot nothing: without limits it could reserve a sale's whole stock with made-up orders.
        await app.rateLimits.take('checkout-address', clientAddress(request));
        await app.rateLimits.take('checkout-email', request.body.email.trim().toLowerCase());
        placed = await app.checkout.placeOrder(request.body, order);
      }
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(placed.replayed ? 200 : 201).send(placed.response);
    },
  );

  // A POST, so the e-mail never lands in an address bar, a history or a server log.
  app.post(
    '/orders/track',
    {
      schema: {
        summary: 'Track an order by number and e-mail',
        operationId: 'trackOrder',
        errors: [404, 429],
        body: trackOrderBodySchema,
        response: { 200: dataOf(trackedOrderSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Without a limit on misses, someone who knows a buyer's e-mail could try order numbers one by
      // one to find their orders and address. Counted before the look-up, so concurrent guesses
      // cannot slip past the count, and given back when the order was found.
      const address = clientAddress(request);
      await app.rateLimits.take('order-tracking', address);
      const order = await app.bag.track(request.body.orderNumber, request.body.email);
      await app.rateLimits.forgive('order-tracking', address);
      return { data: order };
    },
  );

  // A guest cancels one parcel from the tracking page, proving the order again as tracking does.
  app.post(
    '/orders/track/cancel',
    {
      schema: {
        summary: "Cancel one seller's part of a tracked order, with a reason",
        operationId: 'cancelTrackedOrderPart',
        errors: [404, 409, 429],
        body: trackCancelBodySchema,
        response: { 200: dataOf(trackedOrderSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The same limit as tracking: a wrong e-mail here is one more guess.
      const address = clientAddress(request);
      await app.rateLimits.take('order-tracking', address);
      const { orderNumber, email, sellerOrderId, reason, note } = request.body;
      try {
        const order = await app.partCancels.cancelTracked(orderNumber, email, sellerOrderId, { reason: reason!, note });
        await app.rateLimits.forgive('order-tracking', address);
        return { data: order };
      } catch (error) {
        // A parcel already shipped is a refusal of a proven order, not a guess.
        if (error instanceof HttpError && error.statusCode === 409)
          await app.rateLimits.forgive('order-tracking', address);
        throw error;
      }
    },
  );
};

export default checkoutRoutes;
