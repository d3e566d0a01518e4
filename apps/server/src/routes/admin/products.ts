import {
  type AdminProduct,
  adminProductSchema,
  adminProductsQuerySchema,
  adminProductUpdateSchema,
  featuredSchema,
  idParamsSchema,
} from '@onsale/core/contracts/admin';
import { dataOf, pageOf } from '@onsale/core/contracts/api';
import { soldOutOf, variantStockText } from '@onsale/core/variants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDateTime, csvRupees, sendCsv, type CsvColumn } from '../../http/csv-export';

const SOURCE_LABELS: Record<AdminProduct['source'], string> = {
  seller: 'Seller',
  manual: 'Added by an admin',
  scraped: 'Imported',
};

const PRODUCT_COLUMNS: CsvColumn<AdminProduct>[] = [
  { header: 'Name', value: (product) => product.name },
  { header: 'Brand', value: (product) => product.brand },
  { header: 'Category', value: (product) => product.categoryName },
  { header: 'Price (Rs)', value: (product) => csvRupees(product.price) },
  { header: 'Original price (Rs)', value: (product) => csvRupees(product.originalPrice) },
  { header: 'Discount (%)', value: (product) => product.discountPercent },
  { header: 'Stock', value: (product) => product.stock },
  // The feed import's variant_stock column reads this back (S:3|M:0, S/Navy:3).
  { header: 'Stock per size', value: (product) => variantStockText(product.variants) },
  { header: 'Sold out', value: (product) => soldOutOf(product).soldOut.join(', ') },
  { header: 'Source', value: (product) => SOURCE_LABELS[product.source] },
  { header: 'Website', value: (product) => product.website },
  { header: 'Featured', value: (product) => (product.featured ? 'Yes' : 'No') },
  { header: 'In the shop', value: (product) => product.hiddenReason ?? 'Shown' },
  { header: 'Updated (PKT)', value: (product) => csvDateTime(product.updatedAt) },
  { header: 'Address', value: (product) => `/product/${product.slug}` },
  { header: 'Source address', value: (product) => product.sourceUrl },
];

const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        summary: 'List all products',
        operationId: 'listProductsForAdmin',
        querystring: adminProductsQuerySchema,
        response: { 200: pageOf(adminProductSchema) },
      },
    },
    async (request) => app.adminProducts.list(request.query),
  );

  // The list's filters without its paging: every product they match.
  app.get(
    '/products/export.csv',
    {
      schema: {
        summary: 'Download the products the filters match as CSV',
        operationId: 'exportProductsCsv',
        querystring: adminProductsQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'onsale-products',
        PRODUCT_COLUMNS,
        async (page, pageSize) => (await app.adminProducts.list({ ...request.query, page, pageSize })).data,
      ),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        summary: 'Read a product to edit it',
        operationId: 'getProductForAdmin',
        params: idParamsSchema,
        response: { 200: dataOf(adminProductSchema) },
      },
    },
    async (request) => ({ data: await app.adminProducts.get(request.params.id) }),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        summary: 'Change a product',
        operationId: 'updateProduct',
        errors: [409],
        params: idParamsSchema,
        body: adminProductUpdateSchema,
        response: { 200: dataOf(adminProductSchema) },
      },
    },
    async (request) => {
      return { data: await app.adminProducts.update(request.admin.id, request.params.id, request.body) };
    },
  );

  app.put(
    '/products/:id/featured',
    {
      schema: {
        summary: 'Feature a product on the home page, or stop',
        operationId: 'setProductFeatured',
        params: idParamsSchema,
        body: featuredSchema,
        response: { 200: dataOf(adminProductSchema) },
      },
    },
    async (request) => {
      return { data: await app.adminProducts.setFeatured(request.admin.id, request.params.id, request.body.featured) };
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        summary: 'Delete a product',
        operationId: 'deleteProduct',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await app.adminProducts.remove(request.admin.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};

export default adminProductRoutes;
