import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProductWriteService, type ProductWriteService } from '../modules/catalogue/product-writes.service';
import { createSearchCounts, type SearchCounts } from '../modules/catalogue/search-counts';
import { createSizeChartsService, type SizeChartsService } from '../modules/catalogue/size-charts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one product-write path the seller's, the admin's and the imports' services write through. */
    productWrites: ProductWriteService;
    /** The shoppers' searches, counted in memory and added to `search_queries` every interval and on close. */
    searchCounts: SearchCounts;
    /** The sellers' and the marketplace's size charts (decision 0050). */
    sizeCharts: SizeChartsService;
  }
}

/** The catalogue module's write services, built once for every module that writes products, its size charts and its search counts. */
async function catalogueServices(app: FastifyInstance) {
  app.decorate('productWrites', createProductWriteService({ db: app.db, catalogueChanged: app.catalogue.changed }));
  app.decorate('sizeCharts', createSizeChartsService(app.db, app.catalogue.changed));
  const log = app.log.child({ component: 'search-counts' });
  const searchCounts = createSearchCounts(app.db, {
    everyMs: app.config.searchCountsFlushMs,
    onError: (error) => log.warn({ err: error }, 'search counts not written: kept for the next flush'),
  });
  app.decorate('searchCounts', searchCounts);
  searchCounts.start();
  // Before the database closes (main.ts and the tests close it after the app).
  app.addHook('onClose', () =>
    searchCounts.stop().catch((error: unknown) => log.warn({ err: error }, 'search counts lost on close')),
  );
}

export default fp(catalogueServices, {
  name: 'catalogue-services',
  decorators: { fastify: ['db', 'config', 'catalogue'] },
});
