import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createMediaUrls, rewriteStrings, type MediaUrls } from '../modules/media/media-urls';
import type { MediaStore } from '../modules/media/media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** where pictures are kept (decision 0022) */
    media: MediaStore;
    /** pictures' public addresses (MEDIA_PUBLIC_URL) */
    mediaUrls: MediaUrls;
  }
}

/**
 * With MEDIA_PUBLIC_URL set, every JSON answer shows pictures at the public address, rewritten
 * in the serialized text (once per cached catalogue answer, see routes/store/catalogue.ts), and
 * every JSON body has that address turned back into `/media/…` before validation, so services
 * and the database only ever see `/media/` paths. Unset, nothing is added to the request path.
 */
export function registerPublicMediaUrls(app: FastifyInstance, publicUrl: string | undefined): MediaUrls {
  const urls = createMediaUrls(publicUrl);
  app.decorate('mediaUrls', urls);
  if (!urls.rewrites) return urls;

  app.setSerializerCompiler((route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data: unknown) => urls.publicJson(serialize(data));
  });
  app.setReplySerializer((payload) => urls.publicJson(JSON.stringify(payload)));
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object') rewriteStrings(request.body, urls.storedUrl);
  });
  return urls;
}
