import { z } from 'zod';
// The shop's default messages ("email is required") must be set wherever these schemas run, the browser included.
import './api';
import { manyLines } from './text';
import { REVIEW_MAX_LENGTH } from '../storefront-texts';

export { NO_REVIEWS, REVIEW_MAX_LENGTH } from '../storefront-texts';
export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_NEEDS_DELIVERY = 'You can review a product once it has been delivered to you';
export const REVIEW_OWN_PRODUCT = 'You cannot review your own product';

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Newest first; the average counts visible reviews only. */
export const productReviewsSchema = z.object({
  reviews: z.array(reviewSchema),
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** What the signed-in buyer may do on the Reviews tab. */
export const myReviewSchema = z.object({
  review: reviewSchema.extend({ hidden: z.boolean() }).nullable(),
  canReview: z.boolean(),
  reason: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** Plain text on many lines: control characters are refused, HTML is shown as typed. */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number from 1 to 5') })
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5'),
  body: z.string().max(REVIEW_MAX_LENGTH).trim().check(manyLines()).default(''),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewHideBodySchema = z.object({ hidden: z.boolean() });
export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a review id' }) });
