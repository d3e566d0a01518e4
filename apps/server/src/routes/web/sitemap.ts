import { Readable } from 'node:stream';
import type { CategoryNode } from '@onsale/core/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml } from '@onsale/core/html';

/** The sitemap protocol's limit for one file. A bigger catalogue needs a sitemap index; until then the first addresses in id order are listed. */
export const MAX_SITEMAP_URLS = 50_000;

/** Areas a crawler has no business in: accounts, the bag and the JSON API. */
const DISALLOWED = ['/admin', '/seller', '/api', '/cart', '/checkout'];

function urlEntry(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;
  const { publicUrl } = app.config;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
  });

  // Streamed in batches: 50,000 product addresses never sit in memory at once.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [tree, brands] = await Promise.all([catalogue.categoryTree(), catalogue.brands()]);
    const pages = [
      urlEntry(`${publicUrl}/`),
      ...flatten(tree).map((category) => urlEntry(`${publicUrl}/category/${encodeURIComponent(category.slug)}`)),
      ...brands.map((brand) => urlEntry(`${publicUrl}/brand/${encodeURIComponent(brand.slug)}`)),
    ];
    async function* body(): AsyncGenerator<string> {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      yield pages.join('');
      for await (const batch of catalogue.productAddresses(MAX_SITEMAP_URLS - pages.length)) {
        yield batch.map((product) => urlEntry(`${publicUrl}/product/${encodeURIComponent(product.slug)}`, product.updatedAt)).join('');
      }
      yield '</urlset>\n';
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return reply.send(Readable.from(body()));
  });
};

export default sitemapRoutes;
