import type { FastifyInstance } from 'fastify';
import sellerInsightRoutes from './insights';
import sellerOrderRoutes from './orders';
import sellerProductRoutes from './products';
import sellerProfileRoutes from './profile';
import sellerRegistrationRoutes from './registration';
import sellerUploadRoutes from './uploads';

/** Everything under /api/sellers (becoming one, signing in) and /api/seller (the seller's own area). */
export default async function sellerRoutes(app: FastifyInstance) {
  // A seller's figures and customers' addresses are nobody else's: never stored by a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'private, no-store');
  });

  await app.register(sellerRegistrationRoutes);
  await app.register(sellerProfileRoutes);
  await app.register(sellerUploadRoutes);
  await app.register(sellerProductRoutes);
  await app.register(sellerOrderRoutes);
  await app.register(sellerInsightRoutes);
}
