import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFinanceService } from '../modules/finance/finance.service';
import { createRemittancesService } from '../modules/finance/remittances.service';
import { checkOwnUpload } from '../modules/media/upload-owners';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' money: the ledger and its statements, bank accounts, adjustments and payout runs. */
    finance: ReturnType<typeof createFinanceService>;
    /** Couriers' cash-on-delivery remittance reports, matched to their parcels. */
    remittances: ReturnType<typeof createRemittancesService>;
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
  app.decorate('remittances', createRemittancesService(app.db));
}

export default fp(financeServices, {
  name: 'finance-services',
  decorators: { fastify: ['db', 'config', 'media'] },
});
