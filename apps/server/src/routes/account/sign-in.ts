import { dataOf } from '@onsale/core/contracts/api';
import { loginBodySchema, meSchema, signupBodySchema } from '@onsale/core/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress } from '../../plugins/rate-limits';

/** Buyer sign-up, sign-in and sign-out: open to anyone. */
const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/signup',
    {
      schema: {
        summary: 'Create a buyer account',
        operationId: 'signup',
        errors: [409, 429],
        body: signupBodySchema,
        response: { 201: dataOf(meSchema) },
      },
    },
    async (request, reply) => {
      // Limited: each answer says whether an e-mail already has an account.
      await app.rateLimits.take('signup', clientAddress(request));
      const userId = await app.accounts.signup(request.body);
      await reply.startSession(userId);
      const me = await app.accounts.me(userId);
      return reply.status(201).send({ data: me! });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Sign in',
        operationId: 'login',
        errors: [401, 429],
        body: loginBodySchema,
        response: { 200: dataOf(meSchema) },
      },
    },
    async (request, reply) => {
      const userId = await app.accounts.login(request.body, request.ip);
      // A session cookie from before sign-in is ended, so nobody can plant one and ride on it.
      await reply.endSession();
      await reply.startSession(userId);
      const me = await app.accounts.me(userId);
      return { data: me! };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { summary: 'Sign out', operationId: 'logout', noContent: true } },
    async (_request, reply) => {
      await reply.endSession();
      return reply.status(204).send();
    },
  );
};

export default signInRoutes;
