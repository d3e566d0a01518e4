import { dataOf } from '@onsale/core/contracts/api';
import { productIdParamsSchema } from '@onsale/core/contracts/engagement';
import {
  alertSettingsBodySchema,
  alertSettingsSchema,
  wishlistAlertBodySchema,
  wishlistAlertSchema,
} from '@onsale/core/contracts/prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A shopper's alerts: price drops and restocks of wishlist products, and the switches for each kind. */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/alert-settings',
    {
      schema: {
        summary: "The shopper's alert switches",
        operationId: 'getAlertSettings',
        response: { 200: dataOf(alertSettingsSchema) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      reply.header('cache-control', 'private, no-store');
      return { data: await app.alerts.settings(user.id) };
    },
  );

  app.put(
    '/account/alert-settings',
    {
      schema: {
        summary: 'Turn kinds of alerts on or off',
        operationId: 'saveAlertSettings',
        errors: [400],
        body: alertSettingsBodySchema,
        response: { 200: dataOf(alertSettingsSchema) },
      },
    },
    async (request) => {
      const { user } = request;
      return { data: await app.alerts.saveSettings(user.id, request.body) };
    },
  );

  app.put(
    '/account/wishlist/:productId/alert',
    {
      schema: {
        summary: "Set a wishlist product's price-drop and back-in-stock alerts (all off removes them)",
        operationId: 'setWishlistAlert',
        errors: [400, 404],
        params: productIdParamsSchema,
        body: wishlistAlertBodySchema,
        response: { 200: dataOf(wishlistAlertSchema.nullable()) },
      },
    },
    async (request) => {
      const { user } = request;
      return { data: await app.alerts.setAlert(user.id, request.params.productId, request.body) };
    },
  );
};

export default alertRoutes;
