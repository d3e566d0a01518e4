/**
 * The texts and limits storefront pages show, apart from the contracts (which build zod schemas
 * and re-export these): a category, product or search page that imports a message does not bring
 * zod into the shopper's download (as product-sorts.ts does for the sort labels).
 */

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const SEARCH_TERM_REQUIRED = 'Enter a search term to find sale products.';

/** The days a history answer covers. */
export const PRICE_HISTORY_DAYS = 90;

export const PRICE_DROP_MODES = ['off', 'any', 'below'] as const;
export type PriceDropMode = (typeof PRICE_DROP_MODES)[number];
export const ALERT_MESSAGES = {
  belowPriceRequired: 'Enter the price to be told below',
  belowPriceTooHigh: 'Enter a price below the current price',
  inStock: 'This product is in stock now',
  notInWishlist: 'Add the product to your wishlist first',
} as const;

export const NO_REVIEWS = 'No Reviews for this product available now';
export const REVIEW_MAX_LENGTH = 2000;

export const BRAND_FOLLOWS_LOAD_FAILED = 'Failed to load brand subscriptions';
export const BRAND_SUBSCRIBE_FAILED = 'Failed to subscribe to brand';
export const BRAND_FOLLOW_STATUS_FAILED = 'Failed to check subscription status';
export const subscriptionUpdateFailed = (brandName: string) => `Failed to update subscription for ${brandName}`;

/** What the shopper is told after "Confirm now": where the link or the SMS code went (masked). */
export const confirmationLinkSentText = (to: string) =>
  `We sent a confirmation link to ${to}. Open it to confirm your order.`;
export const confirmationCodeSentText = (to: string) => `We sent a 6-digit code to ${to}.`;
/** The admin's Order confirmations page with nothing to call about. */
export const NO_AWAITING_CONFIRMATIONS = 'No orders are awaiting confirmation.';
