import { dataOf, pageOf } from '@onsale/core/contracts/api';
import {
  sellerProductInputSchema,
  sellerProductSchema,
  sellerProductsQuerySchema,
  sellerProductUpdateSchema,
} from '@onsale/core/contracts/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The seller's own products: any seller lists them, only an approved seller changes them. */
const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/products',
    {
      schema: {
        summary: "List the seller's products",
        operationId: 'listSellerProducts',
        querystring: sellerProductsQuerySchema,
        response: { 200: pageOf(sellerProductSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      const { q, category, page, pageSize } = request.query;
      const result = await app.sellerProducts.list(
        seller.id,
        { text: q?.toLowerCase() || undefined, categorySlug: category || undefined },
        page,
        pageSize,
      );
      return result;
    },
  );

  app.get(
    '/seller/products/:id',
    {
      schema: {
        summary: "Read one of the seller's products",
        operationId: 'getSellerProduct',
        params: idParams,
        response: { 200: dataOf(sellerProductSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellerProducts.get(seller.id, request.params.id) };
    },
  );

  app.post(
    '/seller/products',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Add a product',
        operationId: 'createSellerProduct',
        body: sellerProductInputSchema,
        response: { 201: dataOf(sellerProductSchema) },
      },
    },
    async (request, reply) => {
      const { seller } = request;
      return reply.status(201).send({ data: await app.sellerProducts.create(seller.id, request.body) });
    },
  );

  app.put(
    '/seller/products/:id',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Change one of the seller's products",
        operationId: 'updateSellerProduct',
        errors: [409],
        params: idParams,
        body: sellerProductUpdateSchema,
        response: { 200: dataOf(sellerProductSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellerProducts.update(seller.id, request.params.id, request.body) };
    },
  );

  app.delete(
    '/seller/products/:id',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Delete one of the seller's products",
        operationId: 'deleteSellerProduct',
        noContent: true,
        params: idParams,
      },
    },
    async (request, reply) => {
      const { seller } = request;
      await app.sellerProducts.remove(seller.id, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default sellerProductRoutes;
