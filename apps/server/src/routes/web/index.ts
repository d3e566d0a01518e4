import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import seoPages from './seo-pages';
import sitemapRoutes from './sitemap';

/** What crawlers read: pages with their head filled in (when the web app is built), the sitemap and robots.txt. */
const webRoutes: FastifyPluginAsyncZod<{ webDistDir: string }> = async (app, { webDistDir }) => {
  const indexHtml = path.join(webDistDir, 'index.html');
  if (fs.existsSync(indexHtml)) await app.register(seoPages, { indexHtml });
  await app.register(sitemapRoutes);
};

export default webRoutes;
