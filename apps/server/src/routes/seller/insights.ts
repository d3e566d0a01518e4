import { dataOf } from '@onsale/core/contracts/api';
import { sellerAnalyticsSchema, sellerDashboardSchema, sellerEarningsSchema } from '@onsale/core/contracts/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSellerInsightsService } from '../../modules/sellers/seller-insights.service';
import type { SellerProductsService } from '../../modules/sellers/seller-products.service';
import type { SellerService } from '../../modules/sellers/seller.service';
import { requireSeller } from '../../plugins/auth';

/** Dashboard counts, analytics and earnings: read-only views of the seller's own figures. */
const sellerInsightRoutes: FastifyPluginAsyncZod<{ sellers: SellerService; products: SellerProductsService }> = async (app, { sellers, products }) => {
  const insights = createSellerInsightsService(app.db);

  app.get('/seller/dashboard', { schema: { summary: "Read the seller's dashboard", operationId: 'getSellerDashboard', response: { 200: dataOf(sellerDashboardSchema) } } }, async (request) => {
    const seller = await requireSeller(request, { approved: false });
    const [counts, recentProducts] = await Promise.all([insights.counts(seller.id), products.recent(seller.id, 5)]);
    return { data: { status: seller.sellerStatus, recentProducts, ...counts } };
  });

  app.get('/seller/analytics', { schema: { summary: "Read the seller's sales analytics", operationId: 'getSellerAnalytics', response: { 200: dataOf(sellerAnalyticsSchema) } } }, async (request) => {
    const seller = await requireSeller(request, { approved: false });
    return { data: await insights.analytics(seller.id) };
  });

  app.get('/seller/earnings', { schema: { summary: "Read the seller's earnings and payouts", operationId: 'getSellerOwnEarnings', response: { 200: dataOf(sellerEarningsSchema) } } }, async (request) => {
    const seller = await requireSeller(request, { approved: false });
    return { data: await insights.earnings(seller.id, await sellers.commissionRateBp(seller.id)) };
  });
};

export default sellerInsightRoutes;
