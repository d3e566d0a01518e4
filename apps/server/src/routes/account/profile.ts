import { dataOf } from '@onsale/core/contracts/api';
import {
  PROFILE_UPDATE_FAILED,
  emailVerificationResultSchema,
  meSchema,
  profileUpdateBodySchema,
} from '@onsale/core/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unauthorized } from '../../http/errors';

/** Who am I, My Profile, and the e-mail confirmation link sent again. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { schema: { summary: 'Read the signed-in account', operationId: 'getMe', response: { 200: dataOf(meSchema) } } },
    async (request, reply) => {
      const { user } = request;
      const me = await app.accounts.me(user.id);
      if (!me) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { data: me };
    },
  );

  app.put(
    '/me',
    {
      schema: {
        summary: "Change the account's profile",
        operationId: 'updateMe',
        body: profileUpdateBodySchema,
        response: { 200: dataOf(meSchema) },
      },
    },
    async (request) => {
      const { user } = request;
      let me;
      try {
        me = await app.accounts.updateProfile(user.id, request.body);
      } catch (error) {
        request.log.error({ err: error }, 'profile update failed');
        throw new HttpError(500, 'profile_update_failed', PROFILE_UPDATE_FAILED);
      }
      if (!me) throw unauthorized();
      return { data: me };
    },
  );

  app.post(
    '/me/email-verification',
    {
      schema: {
        summary: 'Send the e-mail confirmation link again',
        operationId: 'sendEmailVerification',
        errors: [409, 429],
        response: { 202: dataOf(emailVerificationResultSchema) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      // Limited per account: each request e-mails an address the account merely claims to own.
      await app.rateLimits.take('email-verification', user.id);
      return reply.status(202).send({ data: await app.emailVerification.resend(user.id) });
    },
  );
};

export default profileRoutes;
