import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImportService } from '../modules/imports/import.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product imports from a page or a feed: previews, and the background jobs that save them. */
    imports: ReturnType<typeof createImportService>;
  }
}

async function importsServices(app: FastifyInstance) {
  app.decorate('imports', createImportService(app.db, { fetch: { allowPrivate: app.config.importAllowPrivate }, wakeJobs: () => app.jobs.wake() }));
}

export default fp(importsServices, { name: 'imports-services', decorators: { fastify: ['db', 'config', 'jobs'] } });
