import { dataOf } from '@onsale/core/contracts/api';
import { PRODUCT_NOT_FOUND } from '@onsale/core/contracts/catalogue';
import { correctedProductsPageSchema, correctedProductsQuerySchema, ownedPriceHistorySchema, priceHistorySchema, type PriceHistory } from '@onsale/core/contracts/prices';
import { isUuid } from '@onsale/core/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { requireSeller } from '../plugins/auth';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: z.string().min(1).max(100) });
const productNotFound = () => notFound(PRODUCT_NOT_FOUND);

/** Charts kept per product, by the product page's last change and the day (the 90 days move daily). */
const CHART_CACHE_SIZE = 2_000;

/**
 * Price history (decision 0031): the public chart of a product page, the seller's and the admin's
 * history with sources and the rule's reason, and the admins' list of corrected discounts.
 */
const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const charts = new Map<string, Promise<PriceHistory>>();

  app.get(
    '/products/:slug/price-history',
    { schema: { summary: "Read a product's prices of the last 90 days", operationId: 'getProductPriceHistory', params: slugParams, response: { 200: dataOf(priceHistorySchema) } } },
    async (request, reply) => {
      // The product page's cached answer says whether the product is public and when it last
      // changed: a price change forgets that answer (app.catalogue.changed), so the chart's key moves with it.
      const product = await app.catalogue.product(request.params.slug);
      const key = `${product.id}:${product.updatedAt}:${new Date().toISOString().slice(0, 10)}`;
      let chart = charts.get(key);
      if (!chart) {
        chart = app.priceHistory.publicHistory(product.id, product.lowestPrice30d);
        chart.catch(() => charts.delete(key));
        if (charts.size >= CHART_CACHE_SIZE) charts.delete(charts.keys().next().value!);
        charts.set(key, chart);
      }
      reply.header('cache-control', 'public, no-cache');
      return { data: await chart };
    },
  );

  app.get(
    '/seller/products/:id/price-history',
    { schema: { summary: "Read the price history of one of the seller's products", operationId: 'getSellerProductPriceHistory', params: idParams, response: { 200: dataOf(ownedPriceHistorySchema) } } },
    async (request, reply) => {
      const seller = await requireSeller(request, { approved: false });
      // another seller's product reads as missing
      const history = isUuid(request.params.id) ? await app.priceHistory.ownedHistory(request.params.id, seller.id) : undefined;
      if (!history) throw productNotFound();
      reply.header('cache-control', 'private, no-store');
      return { data: history };
    },
  );

  // The admin area's guard (routes/admin) covers every /api/admin route.
  app.get(
    '/admin/products/discount-corrections',
    { schema: { summary: 'List the public products whose discount the honest-price rule corrected', operationId: 'listDiscountCorrections', querystring: correctedProductsQuerySchema, response: { 200: correctedProductsPageSchema } } },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const result = await app.priceHistory.corrected(page, pageSize);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );

  app.get(
    '/admin/products/:id/price-history',
    { schema: { summary: "Read a product's price history", operationId: 'getAdminProductPriceHistory', params: idParams, response: { 200: dataOf(ownedPriceHistorySchema) } } },
    async (request, reply) => {
      const history = isUuid(request.params.id) ? await app.priceHistory.ownedHistory(request.params.id) : undefined;
      if (!history) throw productNotFound();
      reply.header('cache-control', 'no-store');
      return { data: history };
    },
  );
};

export default priceRoutes;
