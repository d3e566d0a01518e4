import multipart from '@fastify/multipart';
import { dataOf } from '@onsale/core/contracts/api';
import { MAX_IMAGE_BYTES, SELLER_MESSAGES, uploadedImageSchema } from '@onsale/core/contracts/seller';
import { replaceRefusedText } from '@onsale/core/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, badRequest } from '../../http/errors';
import { storeUploadedImage } from '../../modules/media/image-upload';
import { recordUploader } from '../../modules/media/upload-owners';
import { recordAudit } from '../../modules/audit/audit.repository';

const UPLOAD_CUT_OFF = 'The upload did not arrive whole. Please choose the image and try again.';

/**
 * Image uploads for products and the brand logo: one image per request, multipart field `image`.
 * The answer's address is what a product or the profile then refers to, and only this seller's:
 * the upload is recorded as theirs. A node decodes a few images at a time; past its queue the
 * answer is a 429 with Retry-After.
 */
const sellerUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Another part of the app may have registered multipart already; it must not be added twice.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
  }

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
    async (request, reply) => {
      const { seller } = request;
      await app.rateLimits.take('uploads', seller.id);
      if (!request.isMultipart())
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the image as multipart/form-data in the field "image"',
        );
      // A body cut off or malformed on its way is the request's fault, never the shop's: a 4xx.
      const refusedUpload = (error: unknown) => {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          return new HttpError(413, 'image_too_large', SELLER_MESSAGES.imageTooLarge);
        const status = (error as { statusCode?: unknown } | null)?.statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) return error;
        return badRequest(UPLOAD_CUT_OFF);
      };
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }).catch((error: unknown) => {
        throw refusedUpload(error);
      });
      if (!file) throw badRequest(SELLER_MESSAGES.imageMissing);
      const bytes = await file.toBuffer().catch((error: unknown) => {
        throw refusedUpload(error);
      });
      const image = await storeUploadedImage(app.media, bytes);
      await recordUploader(app.db, image.url, seller.id);
      await recordAudit(app.db, {
        actorId: seller.id,
        action: 'media.upload',
        entity: 'media',
        entityId: image.url,
        after: { filename: replaceRefusedText(file.filename.slice(0, 200)), bytes: bytes.length },
      });
      return reply.status(201).send({ data: image });
    },
  );
};

export default sellerUploadRoutes;
