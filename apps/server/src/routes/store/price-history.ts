import { dataOf } from '@onsale/core/contracts/api';
import { priceHistorySchema, type PriceHistory } from '@onsale/core/contracts/prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Charts kept per product, by the product page's last change and the day (the 90 days move daily). */
const CHART_CACHE_SIZE = 2_000;

/** The public price chart of a product page (decision 0031). */
const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const charts = new Map<string, Promise<PriceHistory>>();

  app.get(
    '/products/:slug/price-history',
    {
      schema: {
        summary: "Read a product's prices of the last 90 days",
        operationId: 'getProductPriceHistory',
        params: slugParams,
        response: { 200: dataOf(priceHistorySchema) },
      },
    },
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
};

export default priceHistoryRoutes;
