import { dataOf } from '@onsale/core/contracts/api';
import { SEARCH_NOT_READABLE } from '@onsale/core/search-query';
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
  searchFilterCountsSchema,
  searchFiltersQuerySchema,
  searchQuerySchema,
  searchResultsSchema,
  searchSuggestionSchema,
  suggestionsQuerySchema,
} from '@onsale/core/contracts/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../http/prepared-body';
import { filtered } from '../../modules/catalogue/catalogue.service';
import { jsonBodies } from '../../modules/catalogue/response-cache';

// Any length: an address the shop never made is a page not found, however long (the router allows 16 KB).
const slugParams = z.object({ slug: z.string().min(1) });

/**
 * Answers from the catalogue cache go out as the bytes made the first time: the route's own
 * schema serializer runs once per cached answer (it still strips and checks), not once per hit;
 * so do pointing pictures at MEDIA_PUBLIC_URL (`publicJson`) and compressing for each encoding.
 * Browsers and proxies may keep an answer but ask again before each use, and hear 304 while its
 * ETag still holds: stock and prices are never older than this node's cache (decision 0021).
 */
function cachedJsonWith<T extends object>(
  publicJson: (json: string) => string,
  url: string,
  schema: z.ZodType,
  envelope: (value: T) => unknown,
) {
  const serialize = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
  const bodyOf = jsonBodies<T>((value) => publicJson(serialize(envelope(value))));
  return (request: FastifyRequest, reply: FastifyReply, value: T, again?: () => void): FastifyReply =>
    sendPrepared(request, reply.header('cache-control', 'public, no-cache'), bodyOf(value), undefined, again);
}

/** Catalogue answers compress once per answer (`sendPrepared`), not once per request. */
const prepared = { compress: false, decompress: false } as const;

const categoriesSchema = dataOf(z.array(categoryNodeSchema));
const cardListSchema = dataOf(z.array(productCardSchema));
const productSchema = dataOf(productDetailSchema);
const bannersSchema = dataOf(z.array(bannerSchema));
const suggestionsSchema = dataOf(z.array(searchSuggestionSchema));
const brandsSchema = dataOf(z.array(brandSchema));
const searchFiltersSchema = dataOf(searchFilterCountsSchema);

/** The storefront's catalogue reads (spec section 7). */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;
  const cachedJson = <T extends object>(url: string, schema: z.ZodType, envelope: (value: T) => unknown) =>
    cachedJsonWith(app.mediaUrls.publicJson, url, schema, envelope);

  const withData = <T>(data: T) => ({ data });
  const sendCategories = cachedJson('/categories', categoriesSchema, withData);
  const sendCategoryPage = cachedJson('/categories/:slug', categoryPageSchema, (page: object) => page);
  const sendCards = cachedJson('/products', cardListSchema, withData);
  const sendProduct = cachedJson('/products/:slug', productSchema, withData);
  const sendBanners = cachedJson('/banners', bannersSchema, withData);
  const sendBrands = cachedJson('/brands', brandsSchema, withData);
  const sendBrandProducts = cachedJson(
    '/brands/:slug/products',
    brandProductsSchema,
    (result: Awaited<ReturnType<typeof catalogue.brandProducts>>) => ({
      data: result.data,
      page: result.page,
      pageSize: result.pageSize,
      total: result.total,
    }),
  );
  const searchBody = (result: Awaited<ReturnType<typeof catalogue.search>>) => ({
    data: result.data,
    page: result.page,
    pageSize: result.pageSize,
    total: result.total,
    totalCapped: result.totalCapped ?? false,
    ...(result.correctedQuery === undefined ? {} : { correctedQuery: result.correctedQuery }),
  });
  const sendSearch = cachedJson('/search', searchResultsSchema, searchBody);
  const sendSearchFilters = cachedJson('/search/filters', searchFiltersSchema, withData);

  app.get(
    '/categories',
    {
      ...prepared,
      schema: { summary: 'List the category menu', operationId: 'listCategories', response: { 200: categoriesSchema } },
    },
    async (request, reply) => {
      const tree = await catalogue.categoryTree();
      return sendCategories(request, reply, tree);
    },
  );

  app.get(
    '/categories/:slug',
    {
      ...prepared,
      schema: {
        summary: 'Read a category page and its products',
        operationId: 'getCategoryPage',
        params: slugParams,
        querystring: categoryProductsQuerySchema,
        response: { 200: categoryPageSchema },
      },
    },
    async (request, reply) => {
      const page = await catalogue.categoryPage(request.params.slug, request.query);
      return sendCategoryPage(request, reply, page);
    },
  );

  app.get(
    '/products/top-discounted',
    {
      ...prepared,
      schema: {
        summary: 'List the biggest discounts',
        operationId: 'listTopDiscountedProducts',
        querystring: listLimitQuerySchema,
        response: { 200: cardListSchema },
      },
    },
    async (request, reply) => {
      const cards = await catalogue.topDiscounted(request.query.limit);
      return sendCards(request, reply, cards);
    },
  );

  app.get(
    '/products/featured',
    {
      ...prepared,
      schema: {
        summary: 'List the featured products',
        operationId: 'listFeaturedProducts',
        querystring: listLimitQuerySchema,
        response: { 200: cardListSchema },
      },
    },
    async (request, reply) => {
      const cards = await catalogue.featured(request.query.limit);
      return sendCards(request, reply, cards);
    },
  );

  app.get(
    '/products/:slug',
    {
      ...prepared,
      schema: {
        summary: 'Read a product page',
        operationId: 'getProduct',
        params: slugParams,
        response: { 200: productSchema },
      },
    },
    async (request, reply) => {
      const product = await catalogue.product(request.params.slug);
      return sendProduct(request, reply, product);
    },
  );

  app.get(
    '/banners',
    {
      ...prepared,
      schema: { summary: 'List the home page banners', operationId: 'listBanners', response: { 200: bannersSchema } },
    },
    async (request, reply) => {
      const banners = await catalogue.banners();
      return sendBanners(request, reply, banners);
    },
  );

  app.get(
    '/brands',
    { ...prepared, schema: { summary: 'List the brands', operationId: 'listBrands', response: { 200: brandsSchema } } },
    async (request, reply) => {
      const brands = await catalogue.brands();
      return sendBrands(request, reply, brands);
    },
  );

  app.get(
    '/brands/:slug/products',
    {
      ...prepared,
      schema: {
        summary: "List a brand's products",
        operationId: 'listBrandProducts',
        params: slugParams,
        querystring: brandProductsQuerySchema,
        response: { 200: brandProductsSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize, alternative } = request.query;
      const result = await catalogue.brandProducts(request.params.slug, alternative === '1', page, pageSize);
      return sendBrandProducts(request, reply, result);
    },
  );

  app.get(
    '/search',
    {
      ...prepared,
      config: { refusedTextMessage: SEARCH_NOT_READABLE },
      schema: {
        summary: 'Search products',
        description:
          'Sale products holding every word of `q` in any order (same stem or substring), with the shop’s synonyms; best match first unless `sort` says otherwise. When nothing matches, the results for the closest spelling, named in `correctedQuery` (not with `exact=1`). `brand`, `category` (a top category holds its sub-categories), `size`, `minPrice`, `maxPrice` (rupees) and `minDiscount` narrow the results as on a category page; an unknown brand or category matches nothing.',
        operationId: 'searchProducts',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    async (request, reply) => {
      const { q, page, pageSize, sort, exact, ...filters } = request.query;
      const result = await catalogue.search(q, page, pageSize, { sort, exact: exact === '1', filters });
      // A search is counted once, at its first unfiltered page: later pages and filters are the same
      // search read on. Its answer sent again from the kept answers is counted again.
      const { total } = result;
      const counted = page === 1 && !filtered(filters) ? () => app.searchCounts.count(q, total) : undefined;
      counted?.();
      return sendSearch(request, reply, result, counted);
    },
  );

  app.get(
    '/search/filters',
    {
      ...prepared,
      config: { refusedTextMessage: SEARCH_NOT_READABLE },
      schema: {
        summary: 'Count the filters of a search',
        description:
          'For the sale products `q` finds (its words only, whatever filters are chosen): each brand, category (a top category counts its sub-categories’ products), size and minimum discount with how many of them it holds. Corrected as `/search` is: when nothing matches, the closest spelling’s, named in `correctedQuery` (not with `exact=1`).',
        operationId: 'countSearchFilters',
        querystring: searchFiltersQuerySchema,
        response: { 200: searchFiltersSchema },
      },
    },
    async (request, reply) => {
      const counts = await catalogue.searchFilters(request.query.q, { exact: request.query.exact === '1' });
      return sendSearchFilters(request, reply, counts);
    },
  );

  app.get(
    '/search/suggestions',
    {
      config: { refusedTextMessage: SEARCH_NOT_READABLE },
      schema: {
        summary: 'Suggest as a shopper types',
        description:
          'Up to 8 links for what has been typed so far (from 2 letters): brands and categories whose names hold every word (the last as a prefix), then the best-matching sale products.',
        operationId: 'suggestSearches',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request, reply) => {
      const data = await catalogue.suggestions(request.query.q);
      return reply.header('cache-control', 'public, max-age=60').send({ data });
    },
  );
};

export default catalogueRoutes;
