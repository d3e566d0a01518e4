import { Readable } from 'node:stream';
import type { CategoryNode } from '@onsale/core/contracts/catalogue';
import { escapeHtml } from '@onsale/core/html';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The sitemap protocol's limit for one file. */
export const MAX_SITEMAP_URLS = 50_000;

/** Areas a crawler has no business in: accounts, the bag and the JSON API. */
const DISALLOWED = ['/admin', '/seller', '/api', '/cart', '/checkout'];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

/**
 * What /sitemap.xml is: one file with every address while they fit in one, otherwise an index of
 * the shop's pages and of the product files, each of at most `maxUrls` products.
 */
export function sitemapPlan(
  pageCount: number,
  productCount: number,
  maxUrls = MAX_SITEMAP_URLS,
): { kind: 'urlset' } | { kind: 'index'; productFiles: number } {
  if (pageCount + productCount <= maxUrls) return { kind: 'urlset' };
  return { kind: 'index', productFiles: Math.ceil(productCount / maxUrls) };
}

function urlEntry(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const productFileParams = z.object({ part: z.coerce.number().int().min(1).max(10_000) });

const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;
  const { publicUrl } = app.config;

  /** Home, every category and every brand. */
  async function shopPages(): Promise<string[]> {
    const [tree, brands] = await Promise.all([catalogue.categoryTree(), catalogue.brands()]);
    return [
      urlEntry(`${publicUrl}/`),
      ...flatten(tree).map((category) => urlEntry(`${publicUrl}/category/${encodeURIComponent(category.slug)}`)),
      ...brands.map((brand) => urlEntry(`${publicUrl}/brand/${encodeURIComponent(brand.slug)}`)),
    ];
  }

  // Streamed in batches: 50,000 product addresses never sit in memory at once.
  async function* productEntries(limit: number, skip: number): AsyncGenerator<string> {
    for await (const batch of catalogue.productAddresses(limit, 5000, skip)) {
      yield batch
        .map((product) => urlEntry(`${publicUrl}/product/${encodeURIComponent(product.slug)}`, product.updatedAt))
        .join('');
    }
  }

  async function* urlset(pages: string[], products?: { limit: number; skip: number }): AsyncGenerator<string> {
    yield URLSET_OPEN;
    yield pages.join('');
    if (products) yield* productEntries(products.limit, products.skip);
    yield '</urlset>\n';
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [pages, productCount] = await Promise.all([shopPages(), catalogue.productCount()]);
    const plan = sitemapPlan(pages.length, productCount);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (plan.kind === 'urlset') return reply.send(Readable.from(urlset(pages, { limit: MAX_SITEMAP_URLS, skip: 0 })));
    const files = [
      `${publicUrl}/sitemaps/pages.xml`,
      ...Array.from({ length: plan.productFiles }, (_, i) => `${publicUrl}/sitemaps/products-${i + 1}.xml`),
    ];
    return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = await shopPages();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return reply.send(Readable.from(urlset(pages)));
  });

  app.get(
    '/sitemaps/products-:part.xml',
    { schema: { hide: true, params: productFileParams } },
    async (request, reply) => {
      const skip = (request.params.part - 1) * MAX_SITEMAP_URLS;
      if (skip > 0 && skip >= (await catalogue.productCount()))
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return reply.send(Readable.from(urlset([], { limit: MAX_SITEMAP_URLS, skip })));
    },
  );
};

export default sitemapRoutes;
