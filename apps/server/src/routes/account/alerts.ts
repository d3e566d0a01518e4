import { dataOf } from '@onsale/core/contracts/api';
import { productIdParamsSchema } from '@onsale/core/contracts/engagement';
import {
  alertSettingsBodySchema,
  alertSettingsSchema,
  sizeAlertBodySchema,
  sizeAlertChoiceSchema,
  sizeAlertSchema,
  sizeAlertsQuerySchema,
  wishlistAlertBodySchema,
  wishlistAlertSchema,
} from '@onsale/core/contracts/prices';
import { z } from 'zod';
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

  app.get(
    '/account/size-alerts',
    {
      schema: {
        summary: 'The sizes the shopper asked to be told of when they are back: of one product, or of all',
        operationId: 'listSizeAlerts',
        errors: [400],
        querystring: sizeAlertsQuerySchema,
        response: { 200: dataOf(z.array(sizeAlertSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await app.sizeAlerts.list(request.user.id, request.query.productId) };
    },
  );

  app.post(
    '/account/size-alerts',
    {
      schema: {
        summary: 'Ask to be told when a sold-out size (and colour) of a product is back',
        operationId: 'askSizeAlert',
        errors: [400],
        body: sizeAlertBodySchema,
        response: { 201: dataOf(sizeAlertSchema) },
      },
    },
    async (request, reply) => {
      const { productId, size, color } = request.body;
      reply.code(201);
      return { data: await app.sizeAlerts.ask(request.user.id, productId, size, color) };
    },
  );

  app.delete(
    '/account/size-alerts/:productId',
    {
      schema: {
        summary: 'No longer wait for a size (and colour) of a product',
        operationId: 'withdrawSizeAlert',
        noContent: true,
        errors: [400],
        params: productIdParamsSchema,
        querystring: sizeAlertChoiceSchema,
      },
    },
    async (request, reply) => {
      const { size, color } = request.query;
      await app.sizeAlerts.withdraw(request.user.id, request.params.productId, size, color);
      return reply.status(204).send();
    },
  );
};

export default alertRoutes;
