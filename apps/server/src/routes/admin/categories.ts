import {
  adminCategorySchema,
  categoryDeleteQuerySchema,
  categoryInputSchema,
  idParamsSchema,
  reorderSchema,
} from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import { categorySizeChartSchema } from '@onsale/core/contracts/size-charts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const categoryRowSchema = adminCategorySchema.omit({ productCount: true, childCount: true, inMenus: true });
const toRow = (row: {
  id: string;
  parentId: string | null;
  slug: string;
  name: string;
  image: string;
  position: number;
  hidden: boolean;
  defaultSizeChartId: string | null;
}) => ({
  id: row.id,
  parentId: row.parentId,
  slug: row.slug,
  name: row.name,
  image: row.image,
  position: row.position,
  hidden: row.hidden,
  defaultSizeChartId: row.defaultSizeChartId,
});

const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        summary: 'List the categories',
        operationId: 'listCategoriesForAdmin',
        response: { 200: dataOf(z.array(adminCategorySchema)) },
      },
    },
    async () => ({ data: await app.adminCategories.list() }),
  );

  app.post(
    '/categories',
    {
      schema: {
        summary: 'Add a category',
        operationId: 'createCategory',
        errors: [409],
        body: categoryInputSchema,
        response: { 201: dataOf(categoryRowSchema) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ data: toRow(await app.adminCategories.create(request.admin.id, request.body)) });
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        summary: 'Change a category',
        operationId: 'updateCategory',
        errors: [409],
        params: idParamsSchema,
        body: categoryInputSchema,
        response: { 200: dataOf(categoryRowSchema) },
      },
    },
    async (request) => {
      return { data: toRow(await app.adminCategories.update(request.admin.id, request.params.id, request.body)) };
    },
  );

  app.post(
    '/categories/reorder',
    {
      schema: {
        summary: 'Put the categories in a new order',
        operationId: 'reorderCategories',
        body: reorderSchema,
        response: { 200: dataOf(z.object({ reordered: z.number().int() })) },
      },
    },
    async (request) => {
      await app.adminCategories.reorder(request.admin.id, request.body.ids);
      return { data: { reordered: request.body.ids.length } };
    },
  );

  app.put(
    '/categories/:id/size-chart',
    {
      schema: {
        summary: "Set or clear the marketplace size chart a category's products show when they have none",
        operationId: 'setCategorySizeChart',
        params: idParamsSchema,
        body: categorySizeChartSchema,
        response: { 200: dataOf(categoryRowSchema) },
      },
    },
    async (request) => ({
      data: toRow(
        await app.adminCategories.setDefaultSizeChart(request.admin.id, request.params.id, request.body.sizeChartId),
      ),
    }),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        summary: 'Delete a category',
        operationId: 'deleteCategory',
        errors: [409],
        params: idParamsSchema,
        querystring: categoryDeleteQuerySchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true), movedProducts: z.number().int() })) },
      },
    },
    async (request) => {
      const { moved } = await app.adminCategories.remove(request.admin.id, request.params.id, request.query.moveTo);
      return { data: { deleted: true as const, movedProducts: moved } };
    },
  );
};

export default adminCategoryRoutes;
