import { dataOf } from '@onsale/core/contracts/api';
import {
  SELLER_MESSAGES,
  sellerLoginSchema,
  sellerRegistrationSchema,
  sellerSessionSchema,
} from '@onsale/core/contracts/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import { clientAddress } from '../../plugins/rate-limits';

/** Becoming a seller and the seller sign-in (guests and buyers). */
const sellerRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sellers/register',
    {
      schema: {
        summary: 'Become a seller',
        operationId: 'registerSeller',
        errors: [409, 429],
        body: sellerRegistrationSchema,
        response: { 201: dataOf(sellerSessionSchema) },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take('seller-registration', clientAddress(request));
      const currentUser = await request.currentUser();
      let session;
      try {
        session = await app.sellers.register(request.body, currentUser);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'seller registration failed');
        throw new HttpError(500, 'seller_register_failed', SELLER_MESSAGES.registerFailed);
      }
      // A visitor is signed in to the account just made; a buyer stays in their session.
      if (!currentUser) await reply.startSession(session.id);
      return reply.status(201).send({ data: session });
    },
  );

  app.post(
    '/sellers/login',
    {
      schema: {
        summary: 'Sign in as a seller',
        operationId: 'sellerLogin',
        errors: [401, 429],
        body: sellerLoginSchema,
        response: { 200: dataOf(sellerSessionSchema) },
      },
    },
    async (request, reply) => {
      const session = await app.sellers.login(request.body, request.ip);
      // A session cookie from before sign-in is ended, so nobody can plant one and ride on it.
      await reply.endSession();
      await reply.startSession(session.id);
      return { data: session };
    },
  );
};

export default sellerRegistrationRoutes;
