import { notificationIdParamsSchema, notificationListSchema } from '@onsale/core/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/notifications',
    {
      schema: {
        summary: "List the buyer's notifications",
        operationId: 'listNotifications',
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      const { user } = request;
      reply.header('cache-control', 'private, no-store');
      return app.notifications.list(user.id);
    },
  );

  app.post(
    '/account/notifications/read-all',
    { schema: { summary: 'Mark every notification read', operationId: 'markAllNotificationsRead', noContent: true } },
    async (request, reply) => {
      const { user } = request;
      await app.notifications.markAllRead(user.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/account/notifications/:id/read',
    {
      schema: {
        summary: 'Mark a notification read',
        operationId: 'markNotificationRead',
        noContent: true,
        params: notificationIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { user } = request;
      await app.notifications.markRead(user.id, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default notificationRoutes;
