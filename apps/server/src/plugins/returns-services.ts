import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkOwnUpload } from '../modules/media/upload-owners';
import { createReturnsService } from '../modules/returns/returns.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Returns and exchanges of delivered items, and the shoppers' OnSale credit. */
    returns: ReturnType<typeof createReturnsService>;
  }
}

async function returnsServices(app: FastifyInstance) {
  app.decorate(
    'returns',
    createReturnsService({
      db: app.db,
      publicUrl: app.config.publicUrl,
      productWrites: app.productWrites,
      ownUpload: (db, url, userId) => checkOwnUpload(db, app.media, url, userId),
    }),
  );
}

export default fp(returnsServices, {
  name: 'returns-services',
  decorators: { fastify: ['db', 'config', 'productWrites', 'media'] },
});
