import { publicSettingsSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import { deliveryTimesSchema } from '@onsale/core/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsOf, readShopSettings } from '../../modules/settings/settings.service';

/** The shop's name and support contacts for the footer and the help boxes, and the delivery days per city. */
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

  app.get(
    '/delivery-days',
    {
      schema: {
        summary: 'Read how many business days a parcel takes to each city',
        operationId: 'getDeliveryDays',
        response: { 200: dataOf(deliveryTimesSchema) },
      },
    },
    async (_request, reply) => {
      // Asked again each time (a 304 while unchanged): the admin's change shows at the next check.
      reply.header('cache-control', 'no-cache');
      return { data: await app.deliveryTimes.get() };
    },
  );
};

export default publicSettingsRoutes;
