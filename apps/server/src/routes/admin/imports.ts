import { importFeedSchema, importPreviewSchema, importReportSchema, importSaveSchema, importUrlSchema, MAX_FEED_BYTES } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { createImportService } from '../../modules/imports/import.service';

/** Product imports: preview from a page or a feed, then save. Nothing is written by a preview. */
const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = createImportService(app.db, app.catalogue.changed, { fetch: { allowPrivate: app.config.importAllowPrivate } });
  // A feed travels as text inside JSON: room for the largest feed and its escaping.
  const feedBodyLimit = MAX_FEED_BYTES * 2;

  // Each preview fetches a page or parses a feed: counted per admin, so one session cannot keep the node busy.
  const countPreview = async (request: FastifyRequest) => app.rateLimits.take('import-preview', (await requireAdmin(request)).id);

  app.post('/imports/preview-url', { schema: { tags: ['admin'], body: importUrlSchema, response: { 200: dataOf(importPreviewSchema) } } }, async (request) => {
    await countPreview(request);
    return { data: await imports.previewUrl(request.body.url) };
  });

  app.post('/imports/preview-feed', { bodyLimit: feedBodyLimit, schema: { tags: ['admin'], body: importFeedSchema, response: { 200: dataOf(importPreviewSchema) } } }, async (request) => {
    await countPreview(request);
    return { data: await imports.previewFeed(request.body.format, request.body.content) };
  });

  app.post('/imports/save', { bodyLimit: feedBodyLimit, schema: { tags: ['admin'], body: importSaveSchema, response: { 200: dataOf(importReportSchema) } } }, async (request) => {
    const admin = await requireAdmin(request);
    return { data: await imports.save(admin.id, request.body) };
  });
};

export default adminImportRoutes;
