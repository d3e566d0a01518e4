import { dataOf } from '@onsale/core/contracts/api';
import { PASSWORD_RESET_SENT, passwordResetRequestBodySchema } from '@onsale/core/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress } from '../../plugins/rate-limits';

/** Asks for a reset link; the link itself is used at POST /api/auth/set-password. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password-reset',
    {
      schema: {
        summary: 'Ask for a password reset link',
        operationId: 'requestPasswordReset',
        errors: [429],
        body: passwordResetRequestBodySchema,
        response: { 202: dataOf(z.object({ message: z.string() })) },
      },
    },
    async (request, reply) => {
      // Counted for every e-mail, known or not, so a refusal reveals nothing about accounts.
      await app.rateLimits.take('password-reset-address', clientAddress(request));
      await app.rateLimits.take('password-reset-email', request.body.email.trim().toLowerCase());
      await app.passwordReset.request(request.body.email);
      return reply.status(202).send({ data: { message: PASSWORD_RESET_SENT } });
    },
  );
};

export default passwordResetRoutes;
