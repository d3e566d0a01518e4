import { dataOf } from '@onsale/core/contracts/api';
import { uploadedImageSchema } from '@onsale/core/contracts/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImageUploads, receiveImageUpload } from '../image-upload';

/**
 * Image uploads for products and the brand logo: one image per request, multipart field `image`.
 * The answer's address is what a product or the profile then refers to, and only this seller's:
 * the upload is recorded as theirs.
 */
const sellerUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);

  app.post(
    '/seller/uploads',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Upload a picture',
        operationId: 'uploadPicture',
        errors: [413, 415, 429],
        consumes: ['multipart/form-data'],
        response: { 201: dataOf(uploadedImageSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await receiveImageUpload(app, request, request.seller.id) }),
  );
};

export default sellerUploadRoutes;
