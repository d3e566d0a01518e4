import type { FastifyInstance } from 'fastify';
import { productWritten } from '../../modules/engagement/product-written';
import { createSellerOrdersService } from '../../modules/sellers/seller-orders.service';
import { createSellerProductsService } from '../../modules/sellers/seller-products.service';
import { createSellerService } from '../../modules/sellers/seller.service';
import sellerInsightRoutes from './insights';
import sellerOrderRoutes from './orders';
import sellerProductRoutes from './products';
import sellerProfileRoutes from './profile';
import sellerRegistrationRoutes from './registration';
import sellerUploadRoutes from './uploads';

/** Everything under /api/sellers (becoming one, signing in) and /api/seller (the seller's own area). */
export default async function sellerRoutes(app: FastifyInstance) {
  const clearCatalogueCache = () => app.catalogue.changed();
  const sellers = createSellerService({ db: app.db, media: app.media, clearCatalogueCache, loginLimiter: app.loginLimiter });
  const products = createSellerProductsService({ db: app.db, media: app.media, clearCatalogueCache, onProductWritten: productWritten });
  const orders = createSellerOrdersService({ db: app.db, publicUrl: app.config.publicUrl, clearCatalogueCache });

  // A seller's figures and customers' addresses are nobody else's: never stored by a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'private, no-store');
  });

  await app.register(sellerRegistrationRoutes, { sellers });
  await app.register(sellerProfileRoutes, { sellers });
  await app.register(sellerUploadRoutes);
  await app.register(sellerProductRoutes, { products });
  await app.register(sellerOrderRoutes, { orders });
  await app.register(sellerInsightRoutes, { sellers, products });
}
