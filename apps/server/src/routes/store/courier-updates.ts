import { dataOf } from '@onsale/core/contracts/api';
import {
  courierEventAnswerSchema,
  courierEventBodySchema,
  courierParamsSchema,
} from '@onsale/core/contracts/parcel-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A courier's own update of a parcel it carries: out for delivery, a failed attempt, delivered or
 * returned to sender. No session: the courier's secret (made in the admin's settings) comes as
 * `Authorization: Bearer …`. The courier's id of the update makes sending it again harmless.
 */
const courierUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/couriers/:courier/events',
    {
      schema: {
        summary: "Receive a courier's update of a parcel it carries",
        description:
          "Sent by the courier with the secret the admin made for it as `Authorization: Bearer <secret>`. `eventId` is the courier's own id of the update: the same id again answers `recorded: false` and changes nothing. `event` is one of out_for_delivery, attempt_failed (with a `reason`), delivered and returned; `happenedAt` (ISO 8601 with its offset) defaults to now.",
        operationId: 'receiveCourierUpdate',
        errors: [401, 409],
        params: courierParamsSchema,
        body: courierEventBodySchema,
        response: { 200: dataOf(courierEventAnswerSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await app.courierUpdates.receive(request.params.courier, request.headers.authorization, request.body),
      };
    },
  );
};

export default courierUpdateRoutes;
