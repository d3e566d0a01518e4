import { PRODUCT_NOT_FOUND } from '@onsale/core/contracts/catalogue';
import {
  REVIEW_NEEDS_DELIVERY,
  REVIEW_NOT_FOUND,
  REVIEW_OWN_PRODUCT,
  type MyReview,
  type ProductReviews,
  type Review,
} from '@onsale/core/contracts/reviews';
import { ratingAverage } from '@onsale/core/rating';
import type { Database } from '../../db/client';
import type { ProductWriteService } from '../catalogue/product-writes.service';
import { forbidden, notFound } from '../../http/errors';
import { createReviewsRepository } from './reviews.repository';

type ReviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createReviewsRepository>['findMine']>>>;

/** "Ayesha K.": a first name and an initial, never the buyer's full name or e-mail. */
function authorOf(row: { firstName: string; lastName: string }): string {
  const first = row.firstName.trim();
  const initial = row.lastName.trim().charAt(0);
  return first ? (initial ? `${first} ${initial.toUpperCase()}.` : first) : 'OnSale shopper';
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    author: authorOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Product reviews. products.rating_sum / rating_count count the visible reviews and move in the
 * same transaction as every review change, so product cards can show the average without a join.
 */
export function createReviewsService(db: Database, productWrites: ProductWriteService) {
  const repository = createReviewsRepository(db);

  async function productOf(slug: string) {
    const product = await repository.findProduct(slug);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  /** Why this user may not review the product, or null when they may. */
  async function refusal(product: { id: string; sellerId: string | null }, userId: string): Promise<string | null> {
    if (product.sellerId === userId) return REVIEW_OWN_PRODUCT;
    if (!(await repository.hasDelivered(product.id, userId))) return REVIEW_NEEDS_DELIVERY;
    return null;
  }

  return {
    async list(slug: string, limit = 100): Promise<ProductReviews> {
      const product = await productOf(slug);
      const rows = await repository.listVisible(product.id, limit);
      return {
        reviews: rows.map(toReview),
        average: ratingAverage(product.ratingSum, product.ratingCount),
        count: product.ratingCount,
      };
    },

    async mine(slug: string, userId: string): Promise<MyReview> {
      const product = await productOf(slug);
      const [row, reason] = [await repository.findMine(product.id, userId), await refusal(product, userId)];
      return { review: row ? { ...toReview(row), hidden: row.hidden } : null, canReview: reason === null, reason };
    },

    /** Writes or edits the buyer's one review of the product. */
    async upsert(
      slug: string,
      userId: string,
      input: { rating: number; body: string },
    ): Promise<{ review: Review; created: boolean }> {
      const product = await productOf(slug);
      const reason = await refusal(product, userId);
      if (reason) throw forbidden(reason);
      const created = await productWrites.transaction(null, async (tx, writes) => {
        const txRepository = createReviewsRepository(tx);
        const result = await txRepository.insertOrLock(product.id, userId, input.rating, input.body);
        if (result.created) {
          await writes.adjustRating(tx, product.id, input.rating, 1);
          return true;
        }
        await txRepository.update(result.existing.id, { rating: input.rating, body: input.body });
        // A hidden review counts for nothing, before or after the edit.
        await writes.adjustRating(
          tx,
          product.id,
          result.existing.hidden ? 0 : input.rating - result.existing.rating,
          0,
        );
        return false;
      });
      const row = await repository.findMine(product.id, userId);
      return { review: toReview(row!), created };
    },

    /** Admin: hides a review from the product page and the average, or shows it again. */
    async setHidden(id: string, hidden: boolean): Promise<void> {
      await productWrites.transaction(null, async (tx, writes) => {
        const txRepository = createReviewsRepository(tx);
        const row = await txRepository.lockById(id);
        if (!row) throw notFound(REVIEW_NOT_FOUND);
        if (row.hidden === hidden) return;
        await txRepository.update(id, { hidden });
        await writes.adjustRating(tx, row.productId, hidden ? -row.rating : row.rating, hidden ? -1 : 1);
      });
    },
  };
}
