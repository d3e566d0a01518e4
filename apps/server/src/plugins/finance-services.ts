import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFinanceService } from '../modules/finance/finance.service';
import { checkOwnUpload } from '../modules/media/upload-owners';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' money: the ledger and its statements, bank accounts, adjustments and payout runs. */
    finance: ReturnType<typeof createFinanceService>;
  }
}

async function financeServices(app: FastifyInstance) {
  app.decorate(
    'finance',
    createFinanceService({
      db: app.db,
      publicUrl: app.config.publicUrl,
      ownUpload: (db, url, sellerId) => checkOwnUpload(db, app.media, url, sellerId),
    }),
  );
}

export default fp(financeServices, {
  name: 'finance-services',
  decorators: { fastify: ['db', 'config', 'media'] },
});
