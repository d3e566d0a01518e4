import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuyerOrdersService } from '../modules/orders/buyer-orders.service';
import { createCourierUpdatesService } from '../modules/orders/courier-updates.service';
import { createBagService } from '../modules/orders/orders.service';
import { createOrderConfirmationsService } from '../modules/orders/order-confirmations.service';
import { createPartCancelsService } from '../modules/orders/part-cancels.service';
import { createCheckoutWorkflow } from '../workflows/checkout.workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bag's quote and order tracking. */
    bag: ReturnType<typeof createBagService>;
    /** Cash-on-delivery checkout. */
    checkout: ReturnType<typeof createCheckoutWorkflow>;
    /** My Orders: a buyer's own orders. */
    buyerOrders: ReturnType<typeof createBuyerOrdersService>;
    /** A shopper cancels a seller's part of their order (signed in, or a guest who proved it). */
    partCancels: ReturnType<typeof createPartCancelsService>;
    /** A cash-on-delivery order confirmed by its shopper (link, SMS code) or by an admin's call, and the expiry of the rest. */
    orderConfirmations: ReturnType<typeof createOrderConfirmationsService>;
    /** Couriers' updates of the parcels they carry, and the secrets they send them with. */
    courierUpdates: ReturnType<typeof createCourierUpdatesService>;
  }
}

async function ordersServices(app: FastifyInstance) {
  app.decorate('bag', createBagService(app.db));
  app.decorate(
    'checkout',
    createCheckoutWorkflow(app.db, { publicUrl: app.config.publicUrl, catalogueChanged: app.catalogue.changed }),
  );
  app.decorate('buyerOrders', createBuyerOrdersService(app.db));
  app.decorate(
    'partCancels',
    createPartCancelsService({ db: app.db, publicUrl: app.config.publicUrl, productWrites: app.productWrites }),
  );
  app.decorate(
    'orderConfirmations',
    createOrderConfirmationsService({
      db: app.db,
      publicUrl: app.config.publicUrl,
      productWrites: app.productWrites,
      sms: app.sms,
      takeLimit: (name, key) => app.rateLimits.take(name, key),
      log: app.log.child({ component: 'order-confirmations' }),
    }),
  );
  app.decorate(
    'courierUpdates',
    createCourierUpdatesService({ db: app.db, publicUrl: app.config.publicUrl, productWrites: app.productWrites }),
  );
}

export default fp(ordersServices, {
  name: 'orders-services',
  decorators: { fastify: ['db', 'config', 'catalogue', 'productWrites', 'sms', 'rateLimits'] },
});
