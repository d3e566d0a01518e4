import type { AdminSeller, SellerAction } from '@onsale/core/contracts/admin';
import type { SellerStatus } from '@onsale/core/contracts/accounts';
import { SELLER_MESSAGES } from '@onsale/core/contracts/seller';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SessionService } from '../accounts/session.service';
import { products, sellerProfiles, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { enqueueEmail } from '../mail/outbox.repository';
import { sellerEarnings } from '../sellers/seller-insights.service';
import { recordPayout, setSellerStatus } from '../sellers/seller.service';
import { createSellerRepository } from '../sellers/seller.repository';
import { escapeLike } from './admin-products.repository';
import { recordAudit } from '../audit/audit-log';
import { escapeHtml } from '@onsale/core/html';

/** Where each admin action may start and where it leads. Unblocking gives back a working shop. */
const ACTIONS: Record<SellerAction, { from: SellerStatus[]; to: SellerStatus; refusal: string }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved', refusal: 'Only a pending or rejected seller can be approved' },
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
    'Reply to this e-mail or contact support (Mon-Fri 9 AM-6 PM) if you think this is a mistake.',
  ];
  return {
    kind: 'seller-blocked',
    to: seller.email,
    subject: `Your seller account for ${seller.brandName} is blocked`,
    text: [...lines, '', 'OnSale'].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p>OnSale</p>`,
  };
}

export interface SellersQuery {
  status: 'all' | SellerStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** `catalogueChanged`: a seller's status decides whether the shop shows their brand and products (decision 0020). */
export function createAdminSellersService(db: Database, options: { publicUrl: string; sessions: Pick<SessionService, 'endAllOf'>; catalogueChanged: () => void }) {
  const columns = {
    userId: sellerProfiles.userId,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    brandName: sellerProfiles.brandName,
    businessDescription: sellerProfiles.businessDescription,
    website: sellerProfiles.website,
    storeCategory: sellerProfiles.storeCategory,
    taxId: sellerProfiles.taxId,
    status: sellerProfiles.status,
    commissionRateBp: sellerProfiles.commissionRateBp,
    createdAt: sellerProfiles.createdAt,
  };
  const productCount = db.select({ sellerId: products.sellerId, n: count().as('n') }).from(products).groupBy(products.sellerId).as('product_count');

  function whereOf(query: Pick<SellersQuery, 'status' | 'q'>): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (query.status !== 'all') conditions.push(eq(sellerProfiles.status, query.status));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      conditions.push(or(ilike(sellerProfiles.brandName, like), ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like)));
    }
    return and(...conditions);
  }

  const select = () =>
    db
      .select({ ...columns, products: productCount.n })
      .from(sellerProfiles)
      .innerJoin(users, eq(users.id, sellerProfiles.userId))
      .leftJoin(productCount, eq(productCount.sellerId, sellerProfiles.userId));

  const toSeller = (row: Awaited<ReturnType<typeof select>>[number]): AdminSeller => ({ ...row, products: Number(row.products ?? 0), createdAt: row.createdAt.toISOString() });

  async function get(userId: string): Promise<AdminSeller> {
    const [row] = await select().where(eq(sellerProfiles.userId, userId)).limit(1);
    if (!row) throw notFound(SELLER_MESSAGES.profileNotFound);
    return toSeller(row);
  }

  async function earnings(userId: string) {
    const seller = await get(userId);
    return sellerEarnings(db, userId, seller.commissionRateBp);
  }

  return {
    async list(query: SellersQuery) {
      const [rows, [total]] = await Promise.all([
        select()
          .where(whereOf(query))
          .orderBy(desc(sellerProfiles.createdAt), desc(sellerProfiles.userId))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(sellerProfiles).innerJoin(users, eq(users.id, sellerProfiles.userId)).where(whereOf(query)),
      ]);
      return { data: rows.map(toSeller), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
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
        await recordAudit(tx, { actorId, action: 'seller.commission', entity: 'seller', entityId: userId, before: { commissionRateBp: before.commissionRateBp }, after: { commissionRateBp } });
      });
      return get(userId);
    },

    earnings,

    async recordPayout(actorId: string, userId: string, payout: { amount: number; note: string }) {
      await db.transaction((tx) => recordPayout(tx, { sellerId: userId, amount: payout.amount, note: payout.note, actorId }));
      return earnings(userId);
    },
  };
}
