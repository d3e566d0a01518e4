import { adminMeSchema, attentionSchema, dashboardSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import adminAnalyticsRoutes from './analytics';
import adminAuthRoutes from './auth';
import adminBannerRoutes from './banners';
import adminCategoryRoutes from './categories';
import adminCouponRoutes from './coupons';
import adminImportRoutes from './imports';
import adminOrderRoutes from './orders';
import adminProductRoutes from './products';
import adminSellerRoutes from './sellers';
import adminSettingsRoutes from './settings';
import adminUserRoutes from './users';

const OPEN_ADMIN_ROUTES = /^\/api\/admin\/auth\//;

/** Every route under /api/admin, wherever it is registered, except sign-in, sign-up and sign-out. */
export function isGuardedAdminRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && route.startsWith('/api/admin/') && !OPEN_ADMIN_ROUTES.test(route);
}

const adminArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminAuthRoutes, { prefix: '/auth' });

  await app.register(async (guarded) => {
    // Admin answers are never kept by browsers or proxies.
    guarded.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    guarded.get('/me', { schema: { summary: 'Read the signed-in admin', operationId: 'getAdminMe', response: { 200: dataOf(adminMeSchema) } } }, async (request) => {
      const admin = await requireAdmin(request);
      return { data: { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName } };
    });
    guarded.get('/dashboard', { schema: { summary: "Read the admin dashboard's figures", operationId: 'getAdminDashboard', response: { 200: dataOf(dashboardSchema) } } }, async () => ({ data: await guarded.adminDashboard.dashboard() }));
    guarded.get('/attention', { schema: { summary: "List what needs the admin's attention", operationId: 'getAdminAttention', response: { 200: dataOf(attentionSchema) } } }, async () => ({ data: await guarded.adminDashboard.attention() }));

    await guarded.register(adminProductRoutes);
    await guarded.register(adminCategoryRoutes);
    await guarded.register(adminBannerRoutes);
    await guarded.register(adminCouponRoutes);
    await guarded.register(adminUserRoutes);
    await guarded.register(adminSellerRoutes);
    await guarded.register(adminOrderRoutes);
    await guarded.register(adminSettingsRoutes);
    await guarded.register(adminImportRoutes);
    await guarded.register(adminAnalyticsRoutes);
  });
};

/**
 * `/api/admin/*`. The guard is added to the enclosing /api scope (this plugin does not encapsulate),
 * so it also covers admin routes other modules register, and it runs on request, before the
 * body is read: a visitor gets 401 and a buyer 403, never a validation answer.
 */
async function adminRoutes(api: FastifyInstance) {
  api.addHook('onRequest', async (request) => {
    if (isGuardedAdminRoute(request)) await requireAdmin(request);
  });
  await api.register(adminArea, { prefix: '/admin' });
}

export default fp(adminRoutes, { name: 'admin-routes', dependencies: ['auth'] });
