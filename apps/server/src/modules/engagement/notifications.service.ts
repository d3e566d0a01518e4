import type { Notification, NotificationList } from '@onsale/core/contracts/engagement';
import { NOTIFICATION_NOT_FOUND } from '@onsale/core/contracts/engagement';
import { ALERT_NOTIFICATION_KINDS } from '@onsale/core/contracts/prices';
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
export async function notifyBrandFollowers(
  tx: Executor,
  { product, previousDiscountPercent }: { product: NotifiedProduct; previousDiscountPercent?: number | null },
): Promise<number> {
  if (!product.brandId) return 0;
  const isNew = previousDiscountPercent === undefined;
  if (!isNew && product.discountPercent <= (previousDiscountPercent ?? 0)) return 0;
  const off = product.discountPercent > 0 ? ` (${product.discountPercent}% off)` : '';
  return createNotificationsRepository(tx).insertForFollowers({
    brandId: product.brandId,
    // A seller adding their own product does not need telling about it.
    excludeUserId: product.sellerId ?? null,
    kind: isNew ? 'brand_new_product' : 'brand_bigger_discount',
    title: isNew
      ? `New from ${product.brandName}: ${product.name}`
      : `${product.brandName}: ${product.name} is now ${product.discountPercent}% off`,
    body: isNew
      ? `${product.name} is now on OnSale at ${formatRupees(product.price)}${off}.`
      : `Down to ${formatRupees(product.price)}, from ${previousDiscountPercent ?? 0}% off before.`,
    link: `/product/${product.slug}`,
    productId: product.id,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notifications older than this are not worth an e-mail any more. */
const DIGEST_LOOKBACK_MS = 3 * DAY_MS;

/** The notifications the day's e-mail gathers: wishlist alerts and brand news (an order's own news has its own e-mail). */
const ALERT_KINDS: readonly string[] = ALERT_NOTIFICATION_KINDS;
const BRAND_KINDS: readonly string[] = ['brand_new_product', 'brand_bigger_discount'];
export const DIGEST_KINDS: readonly string[] = [...ALERT_KINDS, ...BRAND_KINDS];

type DigestLine = { kind: string; title: string; body: string; url: string };

/** The day's e-mail: the wishlist's alerts first, then the brands' news, each with the page to manage it. */
function digestEmail(lines: DigestLine[], greeting: string, publicUrl: string) {
  const sections = [
    {
      heading: 'Your wishlist alerts:',
      lines: lines.filter((l) => ALERT_KINDS.includes(l.kind)),
      manage: { label: 'Manage your alerts', url: `${publicUrl}/wishlist` },
    },
    {
      heading: 'News from the brands you follow on OnSale:',
      lines: lines.filter((l) => BRAND_KINDS.includes(l.kind)),
      manage: { label: 'Manage your brands', url: `${publicUrl}/brand-notifications` },
    },
  ].filter((section) => section.lines.length > 0);
  const alerts = sections.find((section) => section.heading.startsWith('Your wishlist'))?.lines.length ?? 0;
  const subject =
    lines.length === 1
      ? lines[0]!.title
      : alerts === lines.length
        ? `${lines.length} price drops and restocks on your wishlist`
        : alerts === 0
          ? `${lines.length} new deals from brands you follow`
          : `${lines.length} deals and alerts from OnSale`;
  const text = [
    greeting,
    ...sections.flatMap((section) => [
      '',
      section.heading,
      '',
      ...section.lines.map((l) => `- ${l.title}\n  ${l.body}\n  ${l.url}`),
      '',
      `${section.manage.label}: ${section.manage.url}`,
    ]),
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${sections
    .map(
      (section) =>
        `<p>${escapeHtml(section.heading)}</p><ul>${section.lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a><br>${escapeHtml(l.body)}</li>`).join('')}</ul><p><a href="${escapeHtml(section.manage.url)}">${escapeHtml(section.manage.label)}</a></p>`,
    )
    .join('')}`;
  return { subject, text, html };
}

/**
 * Queues at most one e-mail a day per shopper listing their unread wishlist alerts and brand news.
 * Safe to run from several processes at once and as often as wanted (a recurring job runs it).
 * Returns how many e-mails were queued.
 */
export async function sendNotificationDigests(db: Database, publicUrl: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - DIGEST_LOOKBACK_MS);
  const lastDigestAfter = new Date(now.getTime() - DAY_MS);
  const userIds = await createNotificationsRepository(db).usersWithPendingDigest(DIGEST_KINDS, since);
  let queued = 0;
  for (const userId of userIds) {
    await db.transaction(async (tx) => {
      const repository = createNotificationsRepository(tx);
      const claimed = await repository.claimForDigest(userId, DIGEST_KINDS, since, lastDigestAfter, now);
      if (claimed.length === 0) return;
      const recipient = await repository.recipient(userId);
      if (!recipient || recipient.status !== 'active') return;
      const lines = claimed.map((n) => ({
        kind: n.kind,
        title: n.title,
        body: n.body,
        url: n.link ? `${publicUrl}${n.link}` : publicUrl,
      }));
      const greeting = recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,';
      await enqueueEmail(tx, { kind: 'digest', to: recipient.email, ...digestEmail(lines, greeting, publicUrl) });
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
