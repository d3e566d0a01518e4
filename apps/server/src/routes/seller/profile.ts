import { dataOf } from '@onsale/core/contracts/api';
import { sellerProfileSchema, sellerProfileUpdateSchema } from '@onsale/core/contracts/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The seller's own profile and brand settings: any seller reads it, an approved one edits it. */
const sellerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/profile',
    {
      schema: {
        summary: "Read the seller's profile",
        operationId: 'getSellerProfile',
        response: { 200: dataOf(sellerProfileSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellers.profile(seller.id) };
    },
  );

  app.put(
    '/seller/profile',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "Change the seller's profile and brand",
        operationId: 'updateSellerProfile',
        errors: [409],
        body: sellerProfileUpdateSchema,
        response: { 200: dataOf(sellerProfileSchema) },
      },
    },
    async (request) => {
      const { seller } = request;
      return { data: await app.sellers.updateProfile(seller.id, request.body) };
    },
  );
};

export default sellerProfileRoutes;
