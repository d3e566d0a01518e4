import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import adminAnalyticsRoutes from './analytics';
import adminAuthRoutes from './auth';
import adminBannerRoutes from './banners';
import adminCategoryRoutes from './categories';
import adminCouponRoutes from './coupons';
import adminImportRoutes from './imports';
import adminOrderRoutes from './orders';
import adminOverviewRoutes from './overview';
import adminPriceHistoryRoutes from './price-history';
import adminProductRoutes from './products';
import adminFinanceRoutes from './finance';
import adminRemittanceRoutes from './remittances';
import adminReturnRoutes from './returns';
import adminReviewRoutes from './reviews';
import adminSearchRoutes from './search';
import adminSellerRoutes from './sellers';
import adminSettingsRoutes from './settings';
import adminSizeChartRoutes from './size-charts';
import adminSystemRoutes from './system';
import adminUserRoutes from './users';

/**
 * Every admin route, `/api/admin/*`, needs an administrator as `request.admin`, checked once per
 * request by this area's guard. It runs on request, before the body is read: a visitor gets 401
 * and a buyer 403, never a validation answer.
 */
const adminArea: FastifyPluginAsyncZod = async (area) => {
  area.decorateRequest('admin');
  area.addHook('onRequest', async (request) => {
    request.admin = await requireAdmin(request);
  });
  // Admin answers are never kept by browsers or proxies.
  area.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await area.register(adminOverviewRoutes);
  await area.register(adminProductRoutes);
  await area.register(adminPriceHistoryRoutes);
  await area.register(adminCategoryRoutes);
  await area.register(adminSizeChartRoutes);
  await area.register(adminBannerRoutes);
  await area.register(adminSearchRoutes);
  await area.register(adminCouponRoutes);
  await area.register(adminUserRoutes);
  await area.register(adminSellerRoutes);
  await area.register(adminOrderRoutes);
  await area.register(adminReturnRoutes);
  await area.register(adminFinanceRoutes);
  await area.register(adminRemittanceRoutes);
  await area.register(adminReviewRoutes);
  await area.register(adminSettingsRoutes);
  await area.register(adminImportRoutes);
  await area.register(adminAnalyticsRoutes);
  await area.register(adminSystemRoutes);
};

/** The admin area: signing in, up and out open to anyone (`/api/admin/auth/*`), everything else behind the admin guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminAuthRoutes, { prefix: '/admin/auth' });
  await app.register(adminArea, { prefix: '/admin' });
};

export default adminRoutes;
