import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import catalogueRoutes from './catalogue';
import checkoutRoutes from './checkout';
import courierUpdateRoutes from './courier-updates';
import healthRoutes from './health';
import orderConfirmationRoutes from './order-confirmation';
import priceHistoryRoutes from './price-history';
import publicSettingsRoutes from './public-settings';
import reviewRoutes from './reviews';

/**
 * The storefront, open to everyone: the catalogue, price charts, reviews, the bag, checkout, order
 * confirmation and tracking, couriers' parcel updates (with their own secret), the shop's public settings, and the node's health. No guard: a route that uses a
 * signed-in shopper's session when there is one asks `request.currentUser()`.
 */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(priceHistoryRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderConfirmationRoutes);
  await app.register(courierUpdateRoutes);
  await app.register(publicSettingsRoutes);
  await app.register(reviewRoutes);
};

export default storeRoutes;
