import { dataOf } from '@onsale/core/contracts/api';
import {
  creditSchema,
  returnActionBodySchema,
  returnIdParamsSchema,
  returnOptionsQuerySchema,
  returnOptionsSchema,
  returnRequestBodySchema,
  returnSchema,
} from '@onsale/core/contracts/returns';
import { uploadedImageSchema } from '@onsale/core/contracts/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOPPER_RETURNS_LIMIT } from '../../modules/returns/returns.service';
import { acceptImageUploads, receiveImageUpload } from '../image-upload';

/** A signed-in shopper's returns and exchanges of delivered items, their photos, and their OnSale credit. */
const accountReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);

  app.post(
    '/account/uploads',
    {
      schema: {
        summary: 'Upload a photo of an item to return',
        operationId: 'uploadReturnPhoto',
        errors: [413, 415, 429],
        consumes: ['multipart/form-data'],
        response: { 201: dataOf(uploadedImageSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await receiveImageUpload(app, request, request.user.id) }),
  );

  app.get(
    '/account/returns',
    {
      schema: {
        summary: "List the shopper's returns",
        operationId: 'listMyReturns',
        response: { 200: dataOf(z.array(returnSchema)) },
      },
    },
    async (request) => {
      const { data } = await app.returns.list({ buyerId: request.user.id }, 'shopper', 'all', 1, SHOPPER_RETURNS_LIMIT);
      return { data };
    },
  );

  app.get(
    '/account/returns/options',
    {
      schema: {
        summary: 'What a return of one bought item may ask for',
        operationId: 'getReturnOptions',
        errors: [404, 409],
        querystring: returnOptionsQuerySchema,
        response: { 200: dataOf(returnOptionsSchema) },
      },
    },
    async (request) => ({ data: await app.returns.options(request.user.id, request.query.itemId) }),
  );

  app.post(
    '/account/returns',
    {
      schema: {
        summary: 'Ask to return or exchange a delivered item',
        operationId: 'requestReturn',
        errors: [404, 409],
        body: returnRequestBodySchema,
        response: { 201: dataOf(returnSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.returns.request(request.user.id, request.body) }),
  );

  app.get(
    '/account/returns/:id',
    {
      schema: {
        summary: "Read one of the shopper's returns",
        operationId: 'getMyReturn',
        errors: [404],
        params: returnIdParamsSchema,
        response: { 200: dataOf(returnSchema) },
      },
    },
    async (request) => ({ data: await app.returns.detail(request.params.id, { buyerId: request.user.id }, 'shopper') }),
  );

  app.post(
    '/account/returns/:id/actions',
    {
      schema: {
        summary: 'Withdraw a return, say it is sent back, or ask OnSale to decide on a rejection',
        operationId: 'actOnMyReturn',
        errors: [403, 404, 409],
        params: returnIdParamsSchema,
        body: returnActionBodySchema,
        response: { 200: dataOf(returnSchema) },
      },
    },
    async (request) => ({
      data: await app.returns.act(
        { actor: 'shopper', actorId: request.user.id, scope: { buyerId: request.user.id } },
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/account/credit',
    {
      schema: {
        summary: "The shopper's OnSale credit and its latest entries",
        operationId: 'getMyCredit',
        response: { 200: dataOf(creditSchema) },
      },
    },
    async (request) => ({ data: await app.returns.credit(request.user.id) }),
  );
};

export default accountReturnRoutes;
