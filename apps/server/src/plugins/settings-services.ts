import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSettingsService } from '../modules/settings/settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop settings the admin changes. */
    shopSettings: ReturnType<typeof createSettingsService>;
  }
}

async function settingsServices(app: FastifyInstance) {
  app.decorate('shopSettings', createSettingsService(app.db));
}

export default fp(settingsServices, { name: 'settings-services', decorators: { fastify: ['db'] } });
