import fs from 'node:fs';
import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { categoryProductsQuerySchema } from '@onsale/core/contracts/catalogue';
import { formatRupees } from '@onsale/core/money';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { absoluteUrl, pageTitle, renderPage, type PageHead, type Preload } from './page-head';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The same sentence the product page sets in the browser. */
function productDescription(product: ProductDetail): string {
  const text = `${product.name} by ${product.brand} for ${formatRupees(product.price)}${product.discountPercent > 0 ? ` (${product.discountPercent}% off)` : ''}. ${product.description}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** schema.org Product: what search engines show as price and availability. Prices in rupees. */
function productJsonLd(product: ProductDetail, url: string, pictureUrl: (image: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || product.name,
    image: [product.image, ...product.gallery].map(pictureUrl),
    sku: product.id,
    url,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.subcategory ? `${product.categoryName} > ${product.subcategory.name}` : product.categoryName,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PKR',
      price: product.price / 100,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0 && product.ratingAverage !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.ratingAverage, reviewCount: product.ratingCount } }
      : {}),
  };
}

/** As the product page shows its main picture (apps/web/src/lib/images.ts): preloaded with the same srcset and sizes, the browser uses the download. */
const PRODUCT_DETAIL_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw';
// at the shop's /media/ or at MEDIA_PUBLIC_URL
const demoProductImage = /^(.*\/demo\/products\/[a-z0-9-]+?-\d+)(-400)?\.webp$/;

function productImagePreload(image: string): Preload {
  const match = demoProductImage.exec(image);
  return match && !match[2]
    ? { as: 'image', href: image, imageSrcset: `${match[1]}-400.webp 400w, ${image} 800w`, imageSizes: PRODUCT_DETAIL_SIZES }
    : { as: 'image', href: image };
}

/** The built index.html, read again when a new build replaces it. */
function templateReader(indexHtml: string): () => string {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexHtml, 'utf8') };
    return cached.html;
  };
}

/**
 * `/`, `/product/:slug` and `/category/:slug` answer the web app's HTML with the page's head
 * already filled in, for crawlers and link previews. An unknown slug gets the plain app with a 404
 * status: the app shows its own not-found page.
 */
const seoPages: FastifyPluginAsyncZod<{ indexHtml: string }> = async (app, { indexHtml }) => {
  const template = templateReader(indexHtml);
  const { publicUrl } = app.config;
  /** a picture as the web app will fetch it (MEDIA_PUBLIC_URL when set) */
  const shown = app.mediaUrls.publicUrl;
  /** a picture as previews and structured data need it: absolute */
  const pictureUrl = (image: string) => absoluteUrl(publicUrl, shown(image));

  async function sendPage(request: FastifyRequest, reply: FastifyReply, head: () => Promise<PageHead>) {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    try {
      return renderPage(template(), await head());
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return reply.status(404).send(template());
      // The app can still show the page (and its own error and retry) without the head.
      request.log.error({ err: error }, 'page head could not be rendered');
      return template();
    }
  }

  // The home page keeps the build's title and description; it gains its preview tags and starts
  // loading the hero banner, its largest picture, with the HTML.
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, async () => {
      const [hero] = await app.catalogue.banners();
      return {
        canonical: `${publicUrl}/`,
        type: 'website',
        image: hero ? pictureUrl(hero.image) : undefined,
        preloads: [{ as: 'fetch', href: '/api/banners' }, ...(hero ? [{ as: 'image', href: shown(hero.image) } as const] : [])],
      };
    }),
  );

  app.get('/product/:slug', { schema: { hide: true, params: slugParams } }, (request, reply) =>
    sendPage(request, reply, async () => {
      const product = await app.catalogue.product(request.params.slug);
      const canonical = `${publicUrl}/product/${encodeURIComponent(product.slug)}`;
      return {
        title: pageTitle(product.name),
        description: productDescription(product),
        canonical,
        type: 'product',
        image: pictureUrl(product.image),
        jsonLd: productJsonLd(product, canonical, pictureUrl),
        // The app's first two requests, started with the HTML instead of after its script ran.
        preloads: [{ as: 'fetch', href: `/api/products/${encodeURIComponent(request.params.slug)}` }, productImagePreload(shown(product.image))],
      };
    }),
  );

  app.get('/category/:slug', { schema: { hide: true, params: slugParams } }, (request, reply) =>
    sendPage(request, reply, async () => {
      // The page the app opens first (default sort and paging): its count is the one it shows.
      const page = await app.catalogue.categoryPage(request.params.slug, categoryProductsQuerySchema.parse({}));
      const { category } = page.data;
      return {
        title: pageTitle(category.name),
        description: `Shop ${category.name} on sale at OnSale: ${page.total} discounted products from Pakistan's brands, cash on delivery.`,
        canonical: `${publicUrl}/category/${encodeURIComponent(category.slug)}`,
        type: 'website',
        image: category.image ? pictureUrl(category.image) : undefined,
      };
    }),
  );
};

export default seoPages;
