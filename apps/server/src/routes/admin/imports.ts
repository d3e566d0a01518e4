import {
  importFeedSchema,
  importFeedUploadQuerySchema,
  importFeedUploadSchema,
  importJobParamsSchema,
  importJobSchema,
  importPreviewSchema,
  importSaveSchema,
  importUrlSchema,
  MAX_FEED_BYTES,
} from '@onsale/core/contracts/admin';
import { dataOf, pageOf, pagingQuerySchema } from '@onsale/core/contracts/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Product imports: preview from a page or a feed (nothing is written), then save, which starts a
 * background job; its progress and then its report are read by id.
 */
const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // A feed travels as text inside JSON: room for the largest feed and its escaping.
  const feedBodyLimit = MAX_FEED_BYTES * 2;

  // Each preview fetches a page or parses a feed: counted per admin, so one session cannot keep the node busy.
  const countPreview = async (request: FastifyRequest) => app.rateLimits.take('import-preview', request.admin.id);

  app.post(
    '/imports/preview-url',
    {
      schema: {
        summary: 'Preview the product on a web page',
        operationId: 'previewProductPage',
        errors: [422, 429],
        body: importUrlSchema,
        response: { 200: dataOf(importPreviewSchema) },
      },
    },
    async (request) => {
      await countPreview(request);
      return { data: await app.imports.previewUrl(request.body.url, request.body.defaultCategory ?? null) };
    },
  );

  app.post(
    '/imports/preview-feed',
    {
      bodyLimit: feedBodyLimit,
      schema: {
        summary: 'Preview a product feed sent as text',
        operationId: 'previewFeed',
        errors: [413, 429],
        body: importFeedSchema,
        response: { 200: dataOf(importPreviewSchema) },
      },
    },
    async (request) => {
      await countPreview(request);
      return {
        data: await app.imports.previewFeed(
          request.body.format,
          request.body.content,
          request.body.defaultCategory ?? null,
        ),
      };
    },
  );

  // The feed file itself as the body (any content type), read as it arrives and kept for the import.
  await app.register(async (plain) => {
    const upload = plain.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, _payload, done) => done(null));
    upload.post(
      '/imports/feeds',
      {
        schema: {
          summary: 'Upload a product feed file and preview it',
          operationId: 'uploadFeed',
          errors: [413, 429],
          querystring: importFeedUploadQuerySchema,
          response: { 200: dataOf(importFeedUploadSchema) },
        },
      },
      async (request) => {
        await countPreview(request);
        return {
          data: await app.imports.uploadFeed(
            request.admin.id,
            request.query.format,
            request.raw,
            request.query.defaultCategory ?? null,
          ),
        };
      },
    );
  });

  app.post(
    '/imports/save',
    {
      bodyLimit: feedBodyLimit,
      schema: {
        summary: 'Import the previewed products',
        operationId: 'startImport',
        errors: [404, 413],
        body: importSaveSchema,
        response: { 202: dataOf(importJobSchema) },
      },
    },
    async (request, reply) => {
      return reply.status(202).send({ data: await app.imports.startImport(request.admin.id, request.body) });
    },
  );

  app.get(
    '/imports/jobs',
    {
      schema: {
        summary: 'List the imports, newest first, a page at a time',
        operationId: 'listImports',
        querystring: pagingQuerySchema,
        response: { 200: pageOf(importJobSchema) },
      },
    },
    async (request) => app.imports.importHistory(request.query),
  );

  app.get(
    '/imports/jobs/:id',
    {
      schema: {
        summary: "Read an import's progress and report",
        operationId: 'getImport',
        params: importJobParamsSchema,
        response: { 200: dataOf(importJobSchema) },
      },
    },
    async (request) => ({
      data: await app.imports.importJob(request.params.id),
    }),
  );
};

export default adminImportRoutes;
