import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuyerOrdersService } from '../modules/orders/buyer-orders.service';
import { createBagService } from '../modules/orders/orders.service';
import { createCheckoutWorkflow } from '../workflows/checkout.workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bag's quote and order tracking. */
    bag: ReturnType<typeof createBagService>;
    /** Cash-on-delivery checkout. */
    checkout: ReturnType<typeof createCheckoutWorkflow>;
    /** My Orders: a buyer's own orders. */
    buyerOrders: ReturnType<typeof createBuyerOrdersService>;
  }
}

async function ordersServices(app: FastifyInstance) {
  app.decorate('bag', createBagService(app.db));
  app.decorate(
    'checkout',
    createCheckoutWorkflow(app.db, { publicUrl: app.config.publicUrl, catalogueChanged: app.catalogue.changed }),
  );
  app.decorate('buyerOrders', createBuyerOrdersService(app.db));
}

export default fp(ordersServices, { name: 'orders-services', decorators: { fastify: ['db', 'config', 'catalogue'] } });
