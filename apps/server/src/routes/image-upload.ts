import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, SELLER_MESSAGES, type UploadedImage } from '@onsale/core/contracts/seller';
import { replaceRefusedText } from '@onsale/core/text-input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import { storeUploadedImage } from '../modules/media/image-upload';
import { recordUploader } from '../modules/media/upload-owners';
import { recordAudit } from '../modules/audit/audit.repository';

const UPLOAD_CUT_OFF = 'The upload did not arrive whole. Please choose the image and try again.';

/** Reads multipart bodies of one image, once per app: the seller's and the shopper's uploads share it. */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  // Another part of the app may have registered multipart already; it must not be added twice.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
  }
}

/**
 * One uploaded image (multipart field `image`), stored in both sizes and recorded as the
 * uploader's, so that only they may point at it. A node decodes a few images at a time; past its
 * queue the answer is a 429 with Retry-After.
 */
export async function receiveImageUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  uploaderId: string,
): Promise<UploadedImage> {
  await app.rateLimits.take('uploads', uploaderId);
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the image as multipart/form-data in the field "image"');
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
  await recordUploader(app.db, image.url, uploaderId);
  await recordAudit(app.db, {
    actorId: uploaderId,
    action: 'media.upload',
    entity: 'media',
    entityId: image.url,
    after: { filename: replaceRefusedText(file.filename.slice(0, 200)), bytes: bytes.length },
  });
  return image;
}
