import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImportService } from '../modules/imports/import.service';
import { createPageReader } from '../modules/imports/page-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product imports from a page or a feed: previews, and the background jobs that save them. */
    imports: ReturnType<typeof createImportService>;
  }
}

async function importsServices(app: FastifyInstance) {
  // The reading thread starts with the first page an admin previews, and ends with the app.
  const pages = createPageReader();
  app.addHook('onClose', () => pages.close());
  app.decorate(
    'imports',
    createImportService(app.db, {
      fetch: { allowPrivate: app.config.importAllowPrivate },
      pages,
      wakeJobs: () => app.jobs.wake(),
    }),
  );
}

export default fp(importsServices, { name: 'imports-services', decorators: { fastify: ['db', 'config', 'jobs'] } });
