import { dataOf } from '@onsale/core/contracts/api';
import {
  bannerSchema,
  brandProductsQuerySchema,
  brandProductsSchema,
  brandSchema,
  categoryNodeSchema,
  categoryPageSchema,
  categoryProductsQuerySchema,
  listLimitQuerySchema,
  productCardSchema,
  productDetailSchema,
  searchQuerySchema,
  searchResultsSchema,
} from '@onsale/core/contracts/catalogue';
import type { FastifyReply } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonBodies } from '../../modules/catalogue/response-cache';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * Answers from the catalogue cache go out as the text made the first time: the route's own
 * schema serializer runs once per cached answer (it still strips and checks), not once per hit;
 * so does pointing pictures at MEDIA_PUBLIC_URL (`publicJson`).
 */
function cachedJsonWith<T extends object>(publicJson: (json: string) => string, url: string, schema: z.ZodType, envelope: (value: T) => unknown) {
  const serialize = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
  const bodyOf = jsonBodies<T>((value) => publicJson(serialize(envelope(value))));
  return (reply: FastifyReply, value: T): void => {
    const body = bodyOf(value);
    reply
      .header('etag', body.etag)
      .type('application/json; charset=utf-8')
      .serializer(() => body.json);
  };
}

const categoriesSchema = dataOf(z.array(categoryNodeSchema));
const cardListSchema = dataOf(z.array(productCardSchema));
const productSchema = dataOf(productDetailSchema);
const bannersSchema = dataOf(z.array(bannerSchema));
const brandsSchema = dataOf(z.array(brandSchema));

/**
 * The storefront's catalogue reads (spec section 7). Browsers and proxies may keep an answer but
 * ask again before each use, and hear 304 while its ETag still holds: stock and prices are never
 * older than this node's cache (decision 0021).
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;
  const cachedJson = <T extends object>(url: string, schema: z.ZodType, envelope: (value: T) => unknown) => cachedJsonWith(app.mediaUrls.publicJson, url, schema, envelope);
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) reply.header('cache-control', 'public, no-cache');
  });

  const withData = <T,>(data: T) => ({ data });
  const sendCategories = cachedJson('/categories', categoriesSchema, withData);
  const sendCategoryPage = cachedJson('/categories/:slug', categoryPageSchema, (page: object) => page);
  const sendCards = cachedJson('/products', cardListSchema, withData);
  const sendProduct = cachedJson('/products/:slug', productSchema, withData);
  const sendBanners = cachedJson('/banners', bannersSchema, withData);
  const sendBrands = cachedJson('/brands', brandsSchema, withData);
  const sendBrandProducts = cachedJson('/brands/:slug/products', brandProductsSchema, (result: Awaited<ReturnType<typeof catalogue.brandProducts>>) => ({
    data: result.data,
    page: result.page,
    pageSize: result.pageSize,
    total: result.total,
  }));
  const searchBody = (result: Awaited<ReturnType<typeof catalogue.search>>) => ({
    data: result.items,
    page: result.page,
    pageSize: result.pageSize,
    total: result.total,
    totalCapped: result.totalCapped ?? false,
  });
  const sendSearch = cachedJson('/search', searchResultsSchema, searchBody);

  app.get('/categories', { schema: { tags: ['catalogue'], response: { 200: categoriesSchema } } }, async (_request, reply) => {
    const tree = await catalogue.categoryTree();
    sendCategories(reply, tree);
    return { data: tree };
  });

  app.get('/categories/:slug', { schema: { tags: ['catalogue'], params: slugParams, querystring: categoryProductsQuerySchema, response: { 200: categoryPageSchema } } }, async (request, reply) => {
    const page = await catalogue.categoryPage(request.params.slug, request.query);
    sendCategoryPage(reply, page);
    return page;
  });

  app.get('/products/top-discounted', { schema: { tags: ['catalogue'], querystring: listLimitQuerySchema, response: { 200: cardListSchema } } }, async (request, reply) => {
    const cards = await catalogue.topDiscounted(request.query.limit);
    sendCards(reply, cards);
    return { data: cards };
  });

  app.get('/products/featured', { schema: { tags: ['catalogue'], querystring: listLimitQuerySchema, response: { 200: cardListSchema } } }, async (request, reply) => {
    const cards = await catalogue.featured(request.query.limit);
    sendCards(reply, cards);
    return { data: cards };
  });

  app.get('/products/:slug', { schema: { tags: ['catalogue'], params: slugParams, response: { 200: productSchema } } }, async (request, reply) => {
    const product = await catalogue.product(request.params.slug);
    sendProduct(reply, product);
    return { data: product };
  });

  app.get('/banners', { schema: { tags: ['catalogue'], response: { 200: bannersSchema } } }, async (_request, reply) => {
    const banners = await catalogue.banners();
    sendBanners(reply, banners);
    return { data: banners };
  });

  app.get('/brands', { schema: { tags: ['catalogue'], response: { 200: brandsSchema } } }, async (_request, reply) => {
    const brands = await catalogue.brands();
    sendBrands(reply, brands);
    return { data: brands };
  });

  app.get('/brands/:slug/products', { schema: { tags: ['catalogue'], params: slugParams, querystring: brandProductsQuerySchema, response: { 200: brandProductsSchema } } }, async (request, reply) => {
    const { page, pageSize, alternative } = request.query;
    const result = await catalogue.brandProducts(request.params.slug, alternative === '1', page, pageSize);
    sendBrandProducts(reply, result);
    return { data: result.data, page: result.page, pageSize: result.pageSize, total: result.total };
  });

  app.get('/search', { schema: { tags: ['catalogue'], querystring: searchQuerySchema, response: { 200: searchResultsSchema } } }, async (request, reply) => {
    const result = await catalogue.search(request.query.q, request.query.page, request.query.pageSize);
    sendSearch(reply, result);
    return searchBody(result);
  });
};

export default catalogueRoutes;
