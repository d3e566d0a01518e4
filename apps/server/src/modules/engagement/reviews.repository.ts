import { isUuid } from '@onsale/core/ids';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, products, reviews, sellerOrders, users } from '../../db/schema';
import { shownToItsBuyer } from '../orders/orders.repository';
import { productListed } from '../catalogue/visibility.repository';

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  body: reviews.body,
  hidden: reviews.hidden,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function createReviewsRepository(db: Executor) {
  return {
    /** A public product: one the shop hides has no reviews page, like its product page. */
    async findProduct(slugOrId: string) {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          ratingSum: products.ratingSum,
          ratingCount: products.ratingCount,
        })
        .from(products)
        .where(
          and(
            isUuid(slugOrId)
              ? sql`(${products.id} = ${slugOrId} or ${products.slug} = ${slugOrId})`
              : eq(products.slug, slugOrId),
            productListed,
          ),
        )
        .limit(1);
      return row;
    },

    listVisible(productId: string, limit: number) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async findMine(productId: string, userId: string) {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
        .limit(1);
      return row;
    },

    /** Whether the buyer has an item of this product in a seller order marked delivered, of an order shown in their account. */
    async hasDelivered(productId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.productId, productId),
            eq(orders.buyerId, userId),
            shownToItsBuyer,
            eq(sellerOrders.status, 'delivered'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Inserts the review, or locks and returns the existing one so the caller can update it. */
    async insertOrLock(productId: string, userId: string, rating: number, body: string) {
      const [inserted] = await db
        .insert(reviews)
        .values({ productId, userId, rating, body })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (inserted) return { created: true as const, id: inserted.id };
      const [existing] = await db
        .select({ id: reviews.id, rating: reviews.rating, hidden: reviews.hidden })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
        .for('update');
      return { created: false as const, existing: existing! };
    },

    async update(id: string, fields: { rating?: number; body?: string; hidden?: boolean }) {
      await db
        .update(reviews)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(reviews.id, id));
    },

    async lockById(id: string) {
      const [row] = await db
        .select({ id: reviews.id, productId: reviews.productId, rating: reviews.rating, hidden: reviews.hidden })
        .from(reviews)
        .where(eq(reviews.id, id))
        .for('update');
      return row;
    },
  };
}
