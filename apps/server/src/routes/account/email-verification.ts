import { dataOf } from '@onsale/core/contracts/api';
import { emailVerificationResultSchema, verifyEmailBodySchema } from '@onsale/core/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';

/** The link that proves a buyer owns the account's e-mail, and asking for it again. */
const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/verify-email',
    { schema: { summary: "Confirm an e-mail address with the link's token", operationId: 'verifyEmail', body: verifyEmailBodySchema, response: { 200: dataOf(z.object({ email: z.string() })) } } },
    async (request, reply) => {
      const verified = await app.emailVerification.verify(request.body.token);
      reply.header('cache-control', 'no-store');
      return { data: verified };
    },
  );

  app.post('/me/email-verification', { schema: { summary: 'Send the e-mail confirmation link again', operationId: 'sendEmailVerification', errors: [409, 429], response: { 202: dataOf(emailVerificationResultSchema) } } }, async (request, reply) => {
    const user = await requireUser(request);
    // Limited per account: each request e-mails an address the account merely claims to own.
    await app.rateLimits.take('email-verification', user.id);
    return reply.status(202).send({ data: await app.emailVerification.resend(user.id) });
  });
};

export default emailVerificationRoutes;
