import type { Notification, NotificationList } from '@onsale/core/contracts/engagement';
import { NOTIFICATION_NOT_FOUND } from '@onsale/core/contracts/engagement';
import { formatRupees } from '@onsale/core/money';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { enqueueEmail } from '../mail/outbox.repository';
import { createNotificationsRepository } from './notifications.repository';
import { escapeHtml } from '@onsale/core/html';

/** What `notifyBrandFollowers` needs of a product row as it is after the write. */
export interface NotifiedProduct {
  id: string;
  slug: string;
  name: string;
  brandId: string | null;
  brandName: string;
  price: number;
  discountPercent: number;
  sellerId?: string | null;
}

/**
 * Tells the followers of a product's brand about it, in the writer's transaction. Call it after
 * every product write:
 * - a new product: leave `previousDiscountPercent` out;
 * - an updated product: pass the discount percent it had before; followers hear of it only when
 *   the discount went up.
 * Returns how many notifications were written.
 */
export async function notifyBrandFollowers(tx: Executor, { product, previousDiscountPercent }: { product: NotifiedProduct; previousDiscountPercent?: number | null }): Promise<number> {
  if (!product.brandId) return 0;
  const isNew = previousDiscountPercent === undefined;
  if (!isNew && product.discountPercent <= (previousDiscountPercent ?? 0)) return 0;
  const off = product.discountPercent > 0 ? ` (${product.discountPercent}% off)` : '';
  return createNotificationsRepository(tx).insertForFollowers({
    brandId: product.brandId,
    // A seller adding their own product does not need telling about it.
    excludeUserId: product.sellerId ?? null,
    kind: isNew ? 'brand_new_product' : 'brand_bigger_discount',
    title: isNew ? `New from ${product.brandName}: ${product.name}` : `${product.brandName}: ${product.name} is now ${product.discountPercent}% off`,
    body: isNew ? `${product.name} is now on OnSale at ${formatRupees(product.price)}${off}.` : `Down to ${formatRupees(product.price)}, from ${previousDiscountPercent ?? 0}% off before.`,
    link: `/product/${product.slug}`,
    productId: product.id,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notifications older than this are not worth an e-mail any more. */
const DIGEST_LOOKBACK_MS = 3 * DAY_MS;

/**
 * Queues at most one e-mail a day per buyer listing their unread brand notifications. Safe to run
 * from several processes at once and as often as wanted (server.ts runs it on an interval).
 * Returns how many e-mails were queued.
 */
export async function sendNotificationDigests(db: Database, publicUrl: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - DIGEST_LOOKBACK_MS);
  const lastDigestAfter = new Date(now.getTime() - DAY_MS);
  const userIds = await createNotificationsRepository(db).usersWithPendingDigest(since);
  let queued = 0;
  for (const userId of userIds) {
    await db.transaction(async (tx) => {
      const repository = createNotificationsRepository(tx);
      const claimed = await repository.claimForDigest(userId, since, lastDigestAfter, now);
      if (claimed.length === 0) return;
      const recipient = await repository.recipient(userId);
      if (!recipient || recipient.status !== 'active') return;
      const lines = claimed.map((n) => ({ title: n.title, body: n.body, url: n.link ? `${publicUrl}${n.link}` : publicUrl }));
      const greeting = recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,';
      await enqueueEmail(tx, {
        kind: 'brand-digest',
        to: recipient.email,
        subject: lines.length === 1 ? lines[0]!.title : `${lines.length} new deals from brands you follow`,
        text: [greeting, '', 'News from the brands you follow on OnSale:', '', ...lines.map((l) => `- ${l.title}\n  ${l.body}\n  ${l.url}`), '', `Manage your brands: ${publicUrl}/brand-notifications`].join('\n'),
        html: `<p>${escapeHtml(greeting)}</p><p>News from the brands you follow on OnSale:</p><ul>${lines
          .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a><br>${escapeHtml(l.body)}</li>`)
          .join('')}</ul><p><a href="${escapeHtml(`${publicUrl}/brand-notifications`)}">Manage your brands</a></p>`,
      });
      queued += 1;
    });
  }
  return queued;
}

export function createNotificationsService(db: Executor) {
  const repository = createNotificationsRepository(db);
  const toNotification = (row: Awaited<ReturnType<typeof repository.list>>[number]): Notification => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    async list(userId: string, limit = 50): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([repository.list(userId, limit), repository.unreadCount(userId)]);
      return { data: rows.map(toNotification), unreadCount };
    },
    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repository.markRead(userId, id))) throw notFound(NOTIFICATION_NOT_FOUND);
    },
    markAllRead: (userId: string) => repository.markAllRead(userId),
  };
}
