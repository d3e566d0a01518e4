import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import alertRoutes from './alerts';
import brandFollowRoutes from './brand-follows';
import emailVerificationRoutes from './email-verification';
import notificationRoutes from './notifications';
import accountOrderRoutes from './orders';
import passwordResetRoutes from './password-reset';
import profileRoutes from './profile';
import myReviewRoutes from './reviews';
import setPasswordRoutes from './set-password';
import signInRoutes from './sign-in';
import wishlistRoutes from './wishlist';
import accountReturnRoutes from './returns';

/**
 * What a signed-in account does: profile, orders, wishlist and its alerts, brand follows,
 * notifications, its own reviews. The account, as `request.user`, is checked once per request by
 * this area's guard. It runs before the handler, after the request is read and checked, as these
 * routes always answered: a malformed request hears 400 before 401.
 */
const signedInArea: FastifyPluginAsyncZod = async (area) => {
  area.decorateRequest('user');
  area.addHook('preHandler', async (request) => {
    request.user = await requireUser(request);
  });

  await area.register(profileRoutes);
  await area.register(accountOrderRoutes);
  await area.register(accountReturnRoutes);
  await area.register(wishlistRoutes);
  await area.register(alertRoutes);
  await area.register(brandFollowRoutes);
  await area.register(notificationRoutes);
  await area.register(myReviewRoutes);
};

/**
 * A buyer's account: becoming and stopping being signed in, open to anyone (sign-up, sign-in,
 * sign-out, and the links e-mailed to an address: password reset, set-password, e-mail
 * confirmation), and the signed-in account's area behind its guard.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoutes);
  await app.register(passwordResetRoutes);
  await app.register(setPasswordRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(signedInArea);
};

export default accountRoutes;
