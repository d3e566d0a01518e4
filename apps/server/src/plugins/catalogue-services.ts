import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProductWriteService, type ProductWriteService } from '../modules/catalogue/product-writes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one product-write path the seller's, the admin's and the imports' services write through. */
    productWrites: ProductWriteService;
  }
}

/** The catalogue module's write services, built once for every module that writes products. */
async function catalogueServices(app: FastifyInstance) {
  app.decorate('productWrites', createProductWriteService({ db: app.db, catalogueChanged: app.catalogue.changed }));
}

export default fp(catalogueServices, { name: 'catalogue-services', decorators: { fastify: ['db', 'catalogue'] } });
