import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sitemapRoutes from './sitemap';
import { registerStorefrontPages, type StorefrontRenderer } from './storefront-pages';

/** The storefront's pages rendered on the server (when the web app is built), the sitemap and robots.txt. */
const webRoutes: FastifyPluginAsyncZod<{ webDistDir: string; renderer?: StorefrontRenderer }> = async (app, { webDistDir, renderer }) => {
  await registerStorefrontPages(app, { webDistDir, renderer });
  await app.register(sitemapRoutes);
};

export default webRoutes;
