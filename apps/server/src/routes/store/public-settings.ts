import { publicSettingsSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsOf, readShopSettings } from '../../modules/settings/settings.service';

/** The shop's name and support contacts for the footer and the help boxes. */
const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/public',
    {
      schema: {
        summary: "Read the shop's public settings",
        operationId: 'getPublicSettings',
        response: { 200: dataOf(publicSettingsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: publicSettingsOf(await readShopSettings(app.db)) };
    },
  );
};

export default publicSettingsRoutes;
