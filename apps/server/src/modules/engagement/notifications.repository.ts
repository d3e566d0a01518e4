import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alertSettings, brandFollows, notifications, products, users } from '../../db/schema';
import { productListed } from '../catalogue/visibility.repository';

export interface NewBrandNotification {
  brandId: string;
  excludeUserId: string | null;
  kind: string;
  title: string;
  body: string;
  link: string;
  productId: string;
}

export function createNotificationsRepository(db: Executor) {
  return {
    /**
     * One notification for every active follower of the brand whose account is not blocked and who
     * did not turn brand deals off, when the shop shows the product (its link would otherwise lead to a missing page).
     */
    async insertForFollowers(n: NewBrandNotification): Promise<number> {
      const [shown] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, n.productId), productListed));
      if (!shown) return 0;
      const followers = await db
        .select({ userId: brandFollows.userId })
        .from(brandFollows)
        .innerJoin(users, eq(users.id, brandFollows.userId))
        .leftJoin(alertSettings, eq(alertSettings.userId, brandFollows.userId))
        .where(
          and(
            eq(brandFollows.brandId, n.brandId),
            eq(brandFollows.active, true),
            eq(users.status, 'active'),
            sql`coalesce(${alertSettings.brandDeals}, true)`,
            n.excludeUserId ? ne(brandFollows.userId, n.excludeUserId) : undefined,
          ),
        );
      // In batches, so a brand with many followers stays within the statement parameter limit.
      for (let start = 0; start < followers.length; start += 1000) {
        const batch = followers.slice(start, start + 1000);
        await db.insert(notifications).values(
          batch.map(({ userId }) => ({
            userId,
            kind: n.kind,
            title: n.title,
            body: n.body,
            link: n.link,
            productId: n.productId,
          })),
        );
      }
      return followers.length;
    },

    list(userId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    async markRead(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, updatedAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return Boolean(row);
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date(), updatedAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Users with unread notifications of these kinds not yet e-mailed, newer than `since`. */
    async usersWithPendingDigest(kinds: readonly string[], since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(
            inArray(notifications.kind, [...kinds]),
            isNull(notifications.emailedAt),
            isNull(notifications.readAt),
            gt(notifications.createdAt, since),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /**
     * Claims the user's unread, un-emailed notifications of these kinds for a digest, unless one was e-mailed
     * after `lastDigestAfter`. The claim and the check are one statement: two processes running
     * the digest at once cannot both send one.
     */
    claimForDigest(userId: string, kinds: readonly string[], since: Date, lastDigestAfter: Date, now: Date) {
      return db
        .update(notifications)
        .set({ emailedAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.kind, [...kinds]),
            isNull(notifications.emailedAt),
            isNull(notifications.readAt),
            gt(notifications.createdAt, since),
            sql`not exists (select 1 from ${notifications} as sent where sent.user_id = ${userId} and sent.emailed_at > ${lastDigestAfter.toISOString()}::timestamptz)`,
          ),
        )
        .returning({
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          createdAt: notifications.createdAt,
        });
    },

    async recipient(userId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, status: users.status })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}
