import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServiceUnavailableError } from '../../http/errors';
import { contentTypeOf, isMediaKey, MEDIA_CACHE_CONTROL, type S3MediaStore } from '../../modules/media/media-store';

/**
 * Pictures under /media/, cached for a year (an address never changes its content: uploads are
 * named by their hash). The local directory is served from disk; a bucket's objects are streamed
 * through the app, so every node serves every picture. A missing picture is a 404 in JSON, as
 * any other missing file.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.media;
  if (store.driver === 'local') {
    fs.mkdirSync(store.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.directory,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  const serve = (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) =>
    serveObject(store, request, reply);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: serve,
  });
};

export default mediaRoutes;

async function serveObject(
  store: S3MediaStore,
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
) {
  const key = request.params['*'];
  if (!isMediaKey(key)) return reply.callNotFound();
  const ifNoneMatch = request.headers['if-none-match'];
  let object: Awaited<ReturnType<S3MediaStore['read']>>;
  try {
    object = await store.read(key, {
      head: request.method === 'HEAD',
      ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
    });
  } catch (error) {
    request.log.error({ err: error, key }, 'media storage unreachable');
    throw new ServiceUnavailableError(
      'This picture cannot be fetched right now. Please try again.',
      'media_unavailable',
    );
  }
  if (object === null) return reply.callNotFound();
  reply.header('cache-control', MEDIA_CACHE_CONTROL);
  if (object === 'not_modified') {
    if (typeof ifNoneMatch === 'string' && /^(W\/)?"[^"]*"$/.test(ifNoneMatch)) reply.header('etag', ifNoneMatch);
    return reply.status(304).send();
  }
  reply.type(object.contentType ?? contentTypeOf(key));
  if (object.etag) reply.header('etag', object.etag);
  if (object.modifiedAt) reply.header('last-modified', object.modifiedAt.toUTCString());
  if (object.size !== undefined) reply.header('content-length', object.size);
  if (!object.body) return reply.send();
  return reply.send(object.body);
}
