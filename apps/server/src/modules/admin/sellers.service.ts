import type { AdminSeller, SellerAction } from '@onsale/core/contracts/admin';
import type { SellerStatus } from '@onsale/core/contracts/accounts';
import { SELLER_MESSAGES } from '@onsale/core/contracts/seller';
import type { Database } from '../../db/client';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import type { SessionService } from '../accounts/session.service';
import { conflict, notFound } from '../../http/errors';
import { enqueueEmail } from '../mail/outbox.repository';
import { simpleEmail } from '../mail/simple-email';
import { rateOf } from '../sellers/seller-insights.repository';
import { sellerEarnings } from '../finance/finance.service';
import { setSellerStatus } from '../sellers/seller.service';
import { createSellerRepository, type SellerDirectoryFilter } from '../sellers/seller.repository';
import { recordAudit } from '../audit/audit.repository';

/** Where each admin action may start and where it leads. Unblocking gives back a working shop. */
const ACTIONS: Record<SellerAction, { from: SellerStatus[]; to: SellerStatus; refusal: string }> = {
  approve: {
    from: ['pending', 'rejected'],
    to: 'approved',
    refusal: 'Only a pending or rejected seller can be approved',
  },
  reject: { from: ['pending'], to: 'rejected', refusal: 'Only a pending seller can be rejected' },
  block: { from: ['pending', 'approved', 'rejected'], to: 'blocked', refusal: 'This seller is already blocked' },
  unblock: { from: ['blocked'], to: 'approved', refusal: 'Only a blocked seller can be unblocked' },
};

/** The seller module e-mails approvals and rejections; a block is told here. */
function blockedEmail(seller: { email: string; firstName: string; brandName: string }, reason: string | undefined) {
  const lines = [
    `Dear ${seller.firstName || seller.brandName},`,
    `Your seller account for ${seller.brandName} has been blocked: you cannot sign in to the seller area or sell on OnSale for now.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    // Replies to the shop's no-reply sender go nowhere: point to support instead.
    'Contact OnSale support (Mon-Fri 9 AM-6 PM) if you think this is a mistake.',
  ];
  return simpleEmail('seller-blocked', seller.email, `Your seller account for ${seller.brandName} is blocked`, lines);
}

export interface SellersQuery extends SellerDirectoryFilter {
  page: number;
  pageSize: number;
}

/** `catalogueChanged`: a seller's status decides whether the shop shows their brand and products (decision 0020). */
export function createAdminSellersService(
  db: Database,
  options: { publicUrl: string; sessions: Pick<SessionService, 'endAllOf'>; catalogueChanged: CatalogueChanged },
) {
  const directory = createSellerRepository(db).directory();
  type DirectoryRow = NonNullable<Awaited<ReturnType<typeof directory.find>>>;
  const toSeller = (row: DirectoryRow): AdminSeller => ({
    ...row,
    products: Number(row.products ?? 0),
    cancellationRate: rateOf(row.cancellationRate),
    createdAt: row.createdAt.toISOString(),
  });

  async function get(userId: string): Promise<AdminSeller> {
    const row = await directory.find(userId);
    if (!row) throw notFound(SELLER_MESSAGES.profileNotFound);
    return toSeller(row);
  }

  async function earnings(userId: string) {
    const seller = await get(userId);
    return sellerEarnings(db, userId, seller.commissionRateBp);
  }

  return {
    async list(query: SellersQuery) {
      const [rows, total] = await Promise.all([
        directory.list(query, query.pageSize, (query.page - 1) * query.pageSize),
        directory.count(query),
      ]);
      return { data: rows.map(toSeller), page: query.page, pageSize: query.pageSize, total };
    },

    get,

    /**
     * Approve, reject, block or unblock; the seller is e-mailed in the same transaction. A blocked
     * seller is signed out everywhere at once and cannot sign in again (as a seller or a buyer).
     */
    async act(actorId: string, userId: string, action: SellerAction, reason?: string): Promise<AdminSeller> {
      const rule = ACTIONS[action];
      await db.transaction(async (tx) => {
        const profile = await createSellerRepository(tx).findProfile(userId, { lock: true });
        if (!profile) throw notFound(SELLER_MESSAGES.profileNotFound);
        if (!rule.from.includes(profile.status)) throw conflict(rule.refusal);
        await setSellerStatus(tx, userId, rule.to, actorId, { publicUrl: options.publicUrl });
        if (rule.to === 'blocked') await enqueueEmail(tx, blockedEmail(profile, reason));
      });
      options.catalogueChanged();
      if (rule.to === 'blocked') await options.sessions.endAllOf(userId);
      return get(userId);
    },

    async setCommission(actorId: string, userId: string, commissionRateBp: number): Promise<AdminSeller> {
      await db.transaction(async (tx) => {
        const repository = createSellerRepository(tx);
        const before = await repository.findProfile(userId, { lock: true });
        if (!before) throw notFound(SELLER_MESSAGES.profileNotFound);
        await repository.updateProfile(userId, { commissionRateBp });
        await recordAudit(tx, {
          actorId,
          action: 'seller.commission',
          entity: 'seller',
          entityId: userId,
          before: { commissionRateBp: before.commissionRateBp },
          after: { commissionRateBp },
        });
      });
      return get(userId);
    },

    earnings,
  };
}
