import type { FastifyPluginAsync } from 'fastify';
import alertRoutes from './alerts';
import authRoutes from './auth';
import brandFollowRoutes from './brand-follows';
import emailVerificationRoutes from './email-verification';
import notificationRoutes from './notifications';
import accountOrderRoutes from './orders';
import passwordResetRoutes from './password-reset';
import wishlistRoutes from './wishlist';

/** Everything a buyer's account does: sign-in, profile, orders, wishlist and its alerts, brand follows, notifications. */
const buyerAccountRoutes: FastifyPluginAsync = async (api) => {
  await api.register(authRoutes);
  await api.register(passwordResetRoutes);
  await api.register(emailVerificationRoutes);
  await api.register(accountOrderRoutes);
  await api.register(wishlistRoutes);
  await api.register(alertRoutes);
  await api.register(brandFollowRoutes);
  await api.register(notificationRoutes);
};

export default buyerAccountRoutes;
