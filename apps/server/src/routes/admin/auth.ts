import { ADMIN_MESSAGES, adminLoginSchema, adminMeSchema, adminSignupSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError } from '../../http/errors';

/** Admin sign-in, invite sign-up and sign-out: the only admin calls open to a signed-out visitor. */
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in to the admin area',
        operationId: 'adminLogin',
        errors: [401, 429],
        body: adminLoginSchema,
        response: { 200: dataOf(adminMeSchema) },
      },
    },
    async (request, reply) => {
      let admin: Awaited<ReturnType<typeof app.adminAccounts.login>>;
      try {
        admin = await app.adminAccounts.login(request.body.email, request.body.password, request.ip);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'admin login failed unexpectedly');
        throw new HttpError(500, 'login_failed', ADMIN_MESSAGES.loginFailed);
      }
      await reply.endSession();
      await reply.startSession(admin.id);
      return { data: admin };
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        summary: 'Create an admin account with the invite code',
        operationId: 'adminSignup',
        errors: [409, 429],
        body: adminSignupSchema,
        response: { 201: dataOf(z.object({ id: z.string(), email: z.string() })) },
      },
      // Closed before the form is even read: without a configured code nobody can become an admin here.
      preValidation: async () => {
        if (!app.adminAccounts.signupOpen()) throw forbidden(ADMIN_MESSAGES.signupClosed);
      },
    },
    async (request, reply) => {
      try {
        const admin = await app.adminAccounts.signup(request.body, request.ip);
        return reply.status(201).send({ data: admin });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'admin sign-up failed unexpectedly');
        throw new HttpError(500, 'register_failed', ADMIN_MESSAGES.registerFailed);
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out of the admin area',
        operationId: 'adminLogout',
        response: { 200: dataOf(z.object({ signedOut: z.literal(true) })) },
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return { data: { signedOut: true as const } };
    },
  );
};

export default adminAuthRoutes;
