import {
  cartQuoteBodySchema,
  cartQuoteSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  trackedOrderSchema,
  trackOrderBodySchema,
} from '@onsale/core/contracts/checkout';
import { dataOf } from '@onsale/core/contracts/api';
import { TOO_MANY_REQUESTS } from '@onsale/core/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import { createRateLimiter } from '../../modules/accounts/rate-limiter';
import { findBagProducts } from '../../modules/catalogue/bag-products.repository';
import { findActiveCoupon } from '../../modules/orders/coupons.repository';
import { quoteBag, trackOrder } from '../../modules/orders/orders.service';
import { createCheckoutWorkflow } from '../../workflows/checkout.workflow';

export const TRACK_MISS_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/** The bag's quote and cash-on-delivery checkout, for guests and signed-in buyers alike. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = createCheckoutWorkflow(app.db, { publicUrl: app.config.publicUrl, catalogueChanged: app.catalogue.changed });

  app.post('/cart/quote', { schema: { tags: ['checkout'], body: cartQuoteBodySchema, response: { 200: dataOf(cartQuoteSchema) } } }, async (request, reply) => {
    const { items, coupon } = request.body;
    const [products, found] = await Promise.all([findBagProducts(app.db, items.map((item) => item.product_id)), coupon ? findActiveCoupon(app.db, coupon) : null]);
    reply.header('cache-control', 'no-store');
    return { data: quoteBag(items, products, { requested: coupon || null, found }) };
  });

  app.post(
    '/docheckout',
    { schema: { tags: ['checkout'], headers: idempotencyHeadersSchema, body: checkoutBodySchema, response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema } } },
    async (request, reply) => {
      const user = await request.currentUser();
      const placed = await checkout.placeOrder(request.body, { buyerId: user?.id ?? null, idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] ?? null });
      reply.header('cache-control', 'no-store');
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(placed.replayed ? 200 : 201).send(placed.response);
    },
  );

  // Order numbers run in sequence: without a limit on misses, someone who knows a buyer's e-mail
  // could try every number to find their orders and address.
  const trackMisses = createRateLimiter(app.rateLimitStore, app.config.redisKeyPrefix, 'order-track-miss', TRACK_MISS_LIMIT);

  // A POST, so the e-mail never lands in an address bar, a history or a server log.
  app.post('/orders/track', { schema: { tags: ['checkout'], body: trackOrderBodySchema, response: { 200: dataOf(trackedOrderSchema) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await trackMisses.limited(request.ip)) throw new HttpError(429, 'too_many_requests', TOO_MANY_REQUESTS);
    try {
      return { data: await trackOrder(app.db, request.body.orderNumber, request.body.email) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) await trackMisses.hit(request.ip);
      throw error;
    }
  });
};

export default checkoutRoutes;
