import { analyticsQuerySchema } from '@onsale/core/contracts/analytics';
import { dataOf } from '@onsale/core/contracts/api';
import { sellerAnalyticsSchema, sellerDashboardSchema } from '@onsale/core/contracts/seller';
import { sellerEarningsSchema } from '@onsale/core/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Dashboard counts, analytics and earnings: read-only views of the seller's own figures. */
const sellerInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/dashboard',
    {
      schema: {
        summary: "Read the seller's dashboard",
        operationId: 'getSellerDashboard',
        response: { 200: dataOf(sellerDashboardSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      const [counts, recentProducts] = await Promise.all([
        app.sellerInsights.counts(seller.id),
        app.sellerProducts.recent(seller.id, 5),
      ]);
      return { data: { status: seller.sellerStatus, recentProducts, ...counts } };
    },
  );

  app.get(
    '/seller/analytics',
    {
      schema: {
        summary: "Read the seller's sales analytics",
        operationId: 'getSellerAnalytics',
        querystring: analyticsQuerySchema,
        response: { 200: dataOf(sellerAnalyticsSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellerInsights.analytics(seller.id, request.query.days) };
    },
  );

  app.get(
    '/seller/earnings',
    {
      schema: {
        summary: "Read the seller's earnings and payouts",
        operationId: 'getSellerOwnEarnings',
        response: { 200: dataOf(sellerEarningsSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.finance.earnings(seller.id, await app.sellers.commissionRateBp(seller.id)) };
    },
  );
};

export default sellerInsightRoutes;
