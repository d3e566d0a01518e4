import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSeller } from '../../plugins/auth';
import sellerFinanceRoutes from './finance';
import sellerInsightRoutes from './insights';
import sellerOrderRoutes from './orders';
import sellerPriceHistoryRoutes from './price-history';
import sellerProductRoutes from './products';
import sellerProfileRoutes from './profile';
import sellerRegistrationRoutes from './registration';
import sellerSizeChartRoutes from './size-charts';
import sellerUploadRoutes from './uploads';
import sellerReturnRoutes from './returns';

/**
 * The seller's own area, `/api/seller/*`: a seller of any status but blocked as `request.seller`,
 * an approved one where the route says `approvedSellerOnly`, checked once per request by this
 * area's guard. It runs before the handler, after the request is read and checked, as these
 * routes always answered: a malformed request hears 400 before 401.
 */
const sellerArea: FastifyPluginAsyncZod = async (area) => {
  area.decorateRequest('seller');
  area.addHook('preHandler', async (request) => {
    request.seller = await requireSeller(request, {
      approved: request.routeOptions.config.approvedSellerOnly === true,
    });
  });

  await area.register(sellerProfileRoutes);
  await area.register(sellerUploadRoutes);
  await area.register(sellerProductRoutes);
  await area.register(sellerSizeChartRoutes);
  await area.register(sellerPriceHistoryRoutes);
  await area.register(sellerOrderRoutes);
  await area.register(sellerReturnRoutes);
  await area.register(sellerInsightRoutes);
  await area.register(sellerFinanceRoutes);
};

/** Becoming a seller and signing in as one (`/api/sellers/*`, open to anyone), and the seller's area behind its guard. */
const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  // A seller's figures and customers' addresses are nobody else's: never stored by a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'private, no-store');
  });

  await app.register(sellerRegistrationRoutes);
  await app.register(sellerArea);
};

export default sellerRoutes;
