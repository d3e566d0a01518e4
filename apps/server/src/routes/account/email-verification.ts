import { dataOf } from '@onsale/core/contracts/api';
import { verifyEmailBodySchema } from '@onsale/core/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The link that proves a buyer owns the account's e-mail: open to anyone who holds it; asking for it again is in routes/account/profile.ts. */
const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/verify-email',
    {
      schema: {
        summary: "Confirm an e-mail address with the link's token",
        operationId: 'verifyEmail',
        body: verifyEmailBodySchema,
        response: { 200: dataOf(z.object({ email: z.string() })) },
      },
    },
    async (request, reply) => {
      const verified = await app.emailVerification.verify(request.body.token);
      reply.header('cache-control', 'no-store');
      return { data: verified };
    },
  );
};

export default emailVerificationRoutes;
