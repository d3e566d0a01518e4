import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPriceHistoryService, type PriceHistoryService } from '../modules/prices/price-history.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Price history of products (decision 0031). */
    priceHistory: PriceHistoryService;
  }
}

async function pricesServices(app: FastifyInstance) {
  app.decorate('priceHistory', createPriceHistoryService(app.db));
}

export default fp(pricesServices, { name: 'prices-services', decorators: { fastify: ['db'] } });
