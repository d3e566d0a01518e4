import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDeliveryTimesService } from '../modules/settings/delivery-times.service';
import { createSettingsService } from '../modules/settings/settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop settings the admin changes. */
    shopSettings: ReturnType<typeof createSettingsService>;
    /** The business days a parcel takes to each city, kept by the admin. */
    deliveryTimes: ReturnType<typeof createDeliveryTimesService>;
  }
}

async function settingsServices(app: FastifyInstance) {
  app.decorate('shopSettings', createSettingsService(app.db));
  app.decorate('deliveryTimes', createDeliveryTimesService(app.db));
}

export default fp(settingsServices, { name: 'settings-services', decorators: { fastify: ['db'] } });
