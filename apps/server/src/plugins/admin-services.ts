import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminAccountsService, type AdminAccountsService } from '../modules/admin/admin-accounts.service';
import { createAdminProductsService } from '../modules/admin/admin-products.service';
import { createAnalyticsService } from '../modules/admin/analytics.service';
import { createCouponsService } from '../modules/admin/coupons.service';
import { createDashboardService } from '../modules/admin/dashboard.service';
import { createEmailsService } from '../modules/admin/emails.service';
import { createAdminOrdersService } from '../modules/admin/orders.service';
import { createProfileService } from '../modules/admin/profile.service';
import { createAdminSellersService } from '../modules/admin/sellers.service';
import { createUsersService } from '../modules/admin/users.service';
import { createBannersService } from '../modules/catalogue/banners.service';
import { createCategoriesService } from '../modules/catalogue/categories.service';
import { createSearchAdminService } from '../modules/catalogue/search-admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admin sign-in and invite sign-up. */
    adminAccounts: AdminAccountsService;
    adminDashboard: ReturnType<typeof createDashboardService>;
    adminAnalytics: ReturnType<typeof createAnalyticsService>;
    adminProducts: ReturnType<typeof createAdminProductsService>;
    adminCategories: ReturnType<typeof createCategoriesService>;
    adminBanners: ReturnType<typeof createBannersService>;
    /** The Search page: synonym lists and what shoppers searched for. */
    adminSearch: ReturnType<typeof createSearchAdminService>;
    adminCoupons: ReturnType<typeof createCouponsService>;
    /** Buyer accounts as the admin sees them: the list, blocking and unblocking. */
    adminUsers: ReturnType<typeof createUsersService>;
    adminSellers: ReturnType<typeof createAdminSellersService>;
    adminOrders: ReturnType<typeof createAdminOrdersService>;
    /** The admin's own name and password. */
    adminProfile: ReturnType<typeof createProfileService>;
    /** The e-mail outbox as the admin sees it. */
    adminEmails: ReturnType<typeof createEmailsService>;
  }
}

/** The admin module's services, built once for the admin area's routes. */
async function adminServices(app: FastifyInstance) {
  app.decorate(
    'adminAccounts',
    createAdminAccountsService(app.db, { inviteCode: app.config.adminInviteCode, limiter: app.loginLimiter }),
  );
  app.decorate('adminDashboard', createDashboardService(app.db));
  app.decorate('adminAnalytics', createAnalyticsService(app.db));
  app.decorate('adminProducts', createAdminProductsService(app.db, app.productWrites));
  app.decorate('adminCategories', createCategoriesService(app.db, app.catalogue.changed));
  app.decorate('adminBanners', createBannersService(app.db, app.catalogue.changed));
  app.decorate('adminSearch', createSearchAdminService(app.db, app.catalogue.changed));
  app.decorate('adminCoupons', createCouponsService(app.db));
  app.decorate('adminUsers', createUsersService(app.db, app.sessions, app.catalogue.changed));
  app.decorate(
    'adminSellers',
    createAdminSellersService(app.db, {
      publicUrl: app.config.publicUrl,
      sessions: app.sessions,
      catalogueChanged: app.catalogue.changed,
    }),
  );
  app.decorate(
    'adminOrders',
    createAdminOrdersService(app.db, { publicUrl: app.config.publicUrl, productWrites: app.productWrites }),
  );
  app.decorate('adminProfile', createProfileService(app.db));
  app.decorate('adminEmails', createEmailsService(app.db));
}

export default fp(adminServices, {
  name: 'admin-services',
  dependencies: ['auth', 'rate-limits', 'accounts-services', 'catalogue-services'],
  decorators: { fastify: ['db', 'config', 'catalogue'] },
});
