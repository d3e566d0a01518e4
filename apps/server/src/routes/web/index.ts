import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import mediaRoutes from './media';
import metricsRoutes from './metrics';
import sitemapRoutes from './sitemap';
import { registerStorefrontPages, type StorefrontRenderer } from './storefront-pages';

/**
 * The web pages, open to everyone: uploaded and demo pictures, the built web app's files, the
 * storefront's pages rendered on the server (when the web app is built), the sitemap and
 * robots.txt, the node's metrics for its scraper, and the single-page fallback for every other page.
 */
const webRoutes: FastifyPluginAsyncZod<{ webDistDir: string; renderer?: StorefrontRenderer }> = async (
  app,
  { webDistDir, renderer },
) => {
  await app.register(mediaRoutes);

  const indexHtml = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // the server's render and the build's manifest are the server's own
      allowedPath: (pathName) => !pathName.startsWith('/ssr/') && !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        );
      },
    });
  }

  await registerStorefrontPages(app, { webDistDir, renderer });
  await app.register(sitemapRoutes);
  await app.register(metricsRoutes);

  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old build's asset, an image) is a 404, never the app's HTML under a script's name.
    const isFile = request.url.startsWith('/assets/') || request.url.startsWith('/media/');
    if (request.url.startsWith('/api/') || request.url === '/api' || isFile || request.method !== 'GET' || !hasWebApp) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    // Every other page is the web app's route: it shows the page or sends the shopper home.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(fs.createReadStream(indexHtml));
  });
};

export default webRoutes;
