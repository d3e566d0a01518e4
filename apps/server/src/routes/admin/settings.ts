import {
  adminEmailSchema,
  adminEmailsQuerySchema,
  adminMeSchema,
  emailParamsSchema,
  passwordChangeSchema,
  profileSchema,
  shopSettingsInputSchema,
  shopSettingsSchema,
} from '@onsale/core/contracts/admin';
import { dataOf, pageOf } from '@onsale/core/contracts/api';
import { deliveryTimesBodySchema, deliveryTimesSchema } from '@onsale/core/contracts/places';
import { courierParamsSchema, courierSecretSchema, courierWebhooksSchema } from '@onsale/core/contracts/parcel-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Shop settings, couriers' update secrets, the admin's own profile and the e-mail outbox. */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        summary: 'Read the shop settings',
        operationId: 'getShopSettings',
        response: { 200: dataOf(shopSettingsSchema) },
      },
    },
    async () => ({ data: await app.shopSettings.get() }),
  );

  app.put(
    '/settings',
    {
      schema: {
        summary: 'Change the shop settings',
        operationId: 'updateShopSettings',
        body: shopSettingsInputSchema,
        response: { 200: dataOf(shopSettingsSchema) },
      },
    },
    async (request) => {
      return { data: await app.shopSettings.update(request.admin.id, request.body) };
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        summary: "Change the admin's own name",
        operationId: 'updateAdminProfile',
        body: profileSchema,
        response: { 200: dataOf(adminMeSchema) },
      },
    },
    async (request) => {
      return { data: await app.adminProfile.updateName(request.admin.id, request.body) };
    },
  );

  app.put(
    '/profile/password',
    {
      schema: {
        summary: "Change the admin's own password",
        operationId: 'changeAdminPassword',
        body: passwordChangeSchema,
        response: { 200: dataOf(z.object({ changed: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      await app.adminProfile.changePassword(request.admin.id, request.body.currentPassword, request.body.newPassword);
      // Every other session of this account ends: whoever knew the old password is signed out.
      await app.sessions.endAllOf(request.admin.id);
      await reply.startSession(request.admin.id);
      return { data: { changed: true as const } };
    },
  );

  app.put(
    '/delivery-days',
    {
      schema: {
        summary: 'Change how many business days a parcel takes to each city',
        operationId: 'updateDeliveryDays',
        body: deliveryTimesBodySchema,
        response: { 200: dataOf(deliveryTimesSchema) },
      },
    },
    async (request) => ({ data: await app.deliveryTimes.update(request.admin.id, request.body.byCity) }),
  );

  app.get(
    '/courier-updates',
    {
      schema: {
        summary: 'List the couriers and whether their parcel updates are on',
        operationId: 'listCourierUpdates',
        response: { 200: courierWebhooksSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.courierUpdates.list();
    },
  );

  app.post(
    '/courier-updates/:courier/secret',
    {
      schema: {
        summary: "Make a new secret for a courier's updates, shown this once (the old one stops working)",
        operationId: 'newCourierSecret',
        params: courierParamsSchema,
        response: { 201: dataOf(courierSecretSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send({ data: await app.courierUpdates.newSecret(request.admin.id, request.params.courier) });
    },
  );

  app.delete(
    '/courier-updates/:courier/secret',
    {
      schema: {
        summary: "Turn a courier's updates off: its secret stops working",
        operationId: 'turnOffCourierUpdates',
        noContent: true,
        params: courierParamsSchema,
      },
    },
    async (request, reply) => {
      await app.courierUpdates.turnOff(request.admin.id, request.params.courier);
      return reply.status(204).send();
    },
  );

  app.get(
    '/emails',
    {
      schema: {
        summary: 'List the e-mails the shop sent or will send',
        operationId: 'listEmails',
        querystring: adminEmailsQuerySchema,
        response: { 200: pageOf(adminEmailSchema) },
      },
    },
    async (request) => app.adminEmails.list(request.query),
  );

  app.post(
    '/emails/:id/retry',
    {
      schema: {
        summary: 'Send a failed e-mail again',
        operationId: 'retryEmail',
        errors: [409],
        params: emailParamsSchema,
        response: { 200: dataOf(adminEmailSchema) },
      },
    },
    async (request) => {
      return { data: await app.adminEmails.retry(request.admin.id, request.params.id) };
    },
  );
};

export default adminSettingsRoutes;
