import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountService, type AccountService } from '../modules/accounts/account.service';
import { createEmailVerificationService } from '../modules/accounts/email-verification.service';
import { createLoginLimiter, type LoginLimiter } from '../modules/accounts/login-limiter';
import { createPasswordResetService } from '../modules/accounts/password-reset.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyer sign-up, sign-in and My Profile. */
    accounts: AccountService;
    /** The link that proves a buyer owns the account's e-mail. */
    emailVerification: ReturnType<typeof createEmailVerificationService>;
    /** Password reset links. */
    passwordReset: ReturnType<typeof createPasswordResetService>;
    /** Failed sign-in counting for every sign-in form (buyer, seller, admin). */
    loginLimiter: LoginLimiter;
  }
}

/** The accounts module's services, built once for every route that uses them (sessions are the auth plugin's). */
async function accountsServices(app: FastifyInstance) {
  const passwordReset = createPasswordResetService(app.db, app.config);
  app.decorate('passwordReset', passwordReset);
  // A sign-in refused for its e-mail's guesses e-mails the owner a link to get in anyway (decision 0036).
  app.decorate('loginLimiter', createLoginLimiter(app.rateLimits, { sendUnlockLink: passwordReset.unlock }));
  app.decorate('accounts', createAccountService(app.db, app.loginLimiter, { publicUrl: app.config.publicUrl }));
  app.decorate('emailVerification', createEmailVerificationService(app.db, app.config));
}

export default fp(accountsServices, {
  name: 'accounts-services',
  dependencies: ['rate-limits'],
  decorators: { fastify: ['db', 'config'] },
});
