import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAlertsService } from '../modules/engagement/alerts.service';
import { createBrandFollowsService } from '../modules/engagement/brand-follows.service';
import { createNotificationsService } from '../modules/engagement/notifications.service';
import { createReviewsService } from '../modules/engagement/reviews.service';
import { createSizeAlertsService } from '../modules/engagement/size-alerts.service';
import { createWishlistService } from '../modules/engagement/wishlist.service';

declare module 'fastify' {
  interface FastifyInstance {
    wishlist: ReturnType<typeof createWishlistService>;
    /** Price-drop and back-in-stock alerts of wishlist products, and the switches for each kind. */
    alerts: ReturnType<typeof createAlertsService>;
    /** "Notify me when M is back": asks for sold-out sizes, told once when the size is back. */
    sizeAlerts: ReturnType<typeof createSizeAlertsService>;
    brandFollows: ReturnType<typeof createBrandFollowsService>;
    notifications: ReturnType<typeof createNotificationsService>;
    /** Product reviews: written by buyers on the product page, hidden or shown by admins. */
    reviews: ReturnType<typeof createReviewsService>;
  }
}

/** The engagement module's services, built once for the account, store and admin routes that use them. */
async function engagementServices(app: FastifyInstance) {
  app.decorate('wishlist', createWishlistService(app.db));
  app.decorate('alerts', createAlertsService(app.db));
  app.decorate('sizeAlerts', createSizeAlertsService(app.db));
  app.decorate('brandFollows', createBrandFollowsService(app.db));
  app.decorate('notifications', createNotificationsService(app.db));
  // The product card's average is the catalogue's: rating totals move through its product-write path.
  app.decorate('reviews', createReviewsService(app.db, app.productWrites));
}

export default fp(engagementServices, {
  name: 'engagement-services',
  dependencies: ['catalogue-services'],
  decorators: { fastify: ['db'] },
});
