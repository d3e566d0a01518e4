import { dataOf } from '@onsale/core/contracts/api';
import { PASSWORD_RESET_SENT, passwordResetRequestBodySchema } from '@onsale/core/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPasswordResetService } from '../../modules/accounts/password-reset.service';

/** Asks for a reset link; the link itself is used at POST /api/auth/set-password. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordReset = createPasswordResetService(app.db, app.rateLimitStore, app.config);

  app.post(
    '/auth/password-reset',
    { schema: { tags: ['accounts'], body: passwordResetRequestBodySchema, response: { 202: dataOf(z.object({ message: z.string() })) } } },
    async (request, reply) => {
      await passwordReset.request(request.body.email, request.ip);
      return reply.status(202).send({ data: { message: PASSWORD_RESET_SENT } });
    },
  );
};

export default passwordResetRoutes;
