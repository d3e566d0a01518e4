import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuyerOrdersService } from '../modules/orders/buyer-orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** My Orders: a buyer's own orders. */
    buyerOrders: ReturnType<typeof createBuyerOrdersService>;
  }
}

async function ordersServices(app: FastifyInstance) {
  app.decorate('buyerOrders', createBuyerOrdersService(app.db));
}

export default fp(ordersServices, { name: 'orders-services', decorators: { fastify: ['db'] } });
