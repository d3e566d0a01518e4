import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSellerInsightsService } from '../modules/sellers/seller-insights.service';
import { createSellerOrdersService, type SellerOrdersService } from '../modules/sellers/seller-orders.service';
import { createSellerProductsService, type SellerProductsService } from '../modules/sellers/seller-products.service';
import { createSellerService, type SellerService } from '../modules/sellers/seller.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Becoming a seller, the seller sign-in and the seller's profile. */
    sellers: SellerService;
    sellerProducts: SellerProductsService;
    sellerOrders: SellerOrdersService;
    /** Dashboard counts, analytics and earnings of a seller. */
    sellerInsights: ReturnType<typeof createSellerInsightsService>;
  }
}

/** The sellers module's services, built once for the seller routes. */
async function sellersServices(app: FastifyInstance) {
  app.decorate(
    'sellers',
    createSellerService({
      db: app.db,
      media: app.media,
      catalogueChanged: app.catalogue.changed,
      loginLimiter: app.loginLimiter,
    }),
  );
  app.decorate(
    'sellerProducts',
    createSellerProductsService({ db: app.db, media: app.media, productWrites: app.productWrites }),
  );
  app.decorate(
    'sellerOrders',
    createSellerOrdersService({ db: app.db, publicUrl: app.config.publicUrl, productWrites: app.productWrites }),
  );
  app.decorate('sellerInsights', createSellerInsightsService(app.db));
}

export default fp(sellersServices, {
  name: 'sellers-services',
  dependencies: ['rate-limits', 'accounts-services', 'catalogue-services'],
  decorators: { fastify: ['db', 'config', 'media', 'catalogue'] },
});
