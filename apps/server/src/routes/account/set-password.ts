import { dataOf } from '@onsale/core/contracts/api';
import {
  setPasswordBodySchema,
  setPasswordCheckBodySchema,
  setPasswordCheckSchema,
  setPasswordResultSchema,
} from '@onsale/core/contracts/set-password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordLinkUsable, setPasswordWithToken } from '../../modules/accounts/account-tokens';
import { clientAddress } from '../../plugins/rate-limits';

/**
 * The one-time link of a receipt ("Create your account", or taking over an account opened with the
 * shopper's e-mail), of a password reset or of a refused sign-in: sets the password and signs the buyer in. Guests only ever get a link by e-mail or in the answer to the checkout
 * that made their account, never a password.
 */
const setPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/set-password/check',
    {
      schema: {
        summary: "Check that a set-password link is still usable (the link's page asks when it opens)",
        operationId: 'checkSetPasswordLink',
        errors: [429],
        body: setPasswordCheckBodySchema,
        response: { 200: dataOf(setPasswordCheckSchema) },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take('password-link-check', clientAddress(request));
      reply.header('cache-control', 'no-store');
      return { data: { usable: await passwordLinkUsable(app.db, request.body.token) } };
    },
  );

  app.post(
    '/auth/set-password',
    {
      schema: {
        summary: "Set a password with the link's token",
        operationId: 'setPassword',
        body: setPasswordBodySchema,
        response: { 200: dataOf(setPasswordResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId, email } = await setPasswordWithToken(app.db, request.body.token, request.body.password);
      // Strangers' guesses were at the old password; the owner signs in with the new one on any form.
      await app.loginLimiter.clearAccount(email);
      // A session cookie from before is ended, so nobody can plant one and ride on it.
      await reply.endSession();
      await reply.startSession(userId);
      reply.header('cache-control', 'no-store');
      return { data: { email } };
    },
  );
};

export default setPasswordRoutes;
