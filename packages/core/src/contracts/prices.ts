/** Price history, the honest-discount rule's answers and price/restock alerts (decision 0031). Money is integer paisa. */
import { z } from 'zod';
import { pagingQuerySchema } from './api';
import { ALERT_MESSAGES, PRICE_DROP_MODES } from '../storefront-texts';

// ─── Price history ──────────────────────────────────────────────────────────
/** Who changed a price: a seller's save, an admin's save, an import (first or again), the demo data. */
export const PRICE_CHANGE_SOURCES = ['seller', 'admin', 'import', 'demo', 'system'] as const;
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number];

/** One price in force from `at` until the next point (the last one is in force now). */
export const pricePointSchema = z.object({
  at: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

export const sourcedPricePointSchema = pricePointSchema.extend({ source: z.enum(PRICE_CHANGE_SOURCES) });
export type SourcedPricePoint = z.infer<typeof sourcedPricePointSchema>;

/** The window of the lowest earlier price. */
export const LOWEST_PRICE_WINDOW_DAYS = 30;

/** GET /api/products/:slug/price-history (public, cached): the last 90 days, oldest first; the first point is the price in force 90 days ago. */
export const priceHistorySchema = z.object({
  points: z.array(pricePointSchema),
  lowestPrice30d: z.number().int().nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

// ─── The honest discount ────────────────────────────────────────────────────
/** Why a claimed discount is not shown as claimed: its original price was never charged in the 30 days before it, or for fewer days than required. */
export const DISCOUNT_CORRECTIONS = ['never-charged', 'charged-too-briefly'] as const;
export type DiscountCorrection = (typeof DISCOUNT_CORRECTIONS)[number];

/**
 * What a shopper is shown beside what the seller claimed. In product cards and the product detail,
 * `originalPrice`, `discountPercent` and `onSale` are already the shown (honest) figures; these fields
 * add the claim and the lowest earlier price.
 */
export const productPriceFactsSchema = z.object({
  /** lowest price charged in the 30 days before the current price took effect; null without an earlier price */
  lowestPrice30d: z.number().int().nullable(),
  /** the original price the seller (or the feed) stated */
  claimedOriginalPrice: z.number().int().nullable(),
  /** the discount percent those prices make */
  claimedDiscountPercent: z.number().int(),
  /** true when the shown discount is not the claimed one */
  discountCorrected: z.boolean(),
});
export type ProductPriceFacts = z.infer<typeof productPriceFactsSchema>;

/** The seller's and admin's view of the rule on one product, with the reason in words when corrected. */
export const honestDiscountSchema = z.object({
  claimedOriginalPrice: z.number().int().nullable(),
  claimedDiscountPercent: z.number().int(),
  shownOriginalPrice: z.number().int().nullable(),
  shownDiscountPercent: z.number().int(),
  lowestPrice30d: z.number().int().nullable(),
  /** days in the last 30 on which the claimed original price was charged */
  originalChargedDays: z.number().int(),
  /** HONEST_PRICE_MIN_DAYS: days an original price must have been charged to count */
  minDays: z.number().int(),
  correction: z.enum(DISCOUNT_CORRECTIONS).nullable(),
  /** e.g. "The original price Rs. 3,000 was charged on 2 of the last 30 days (7 needed), so the discount is shown from Rs. 2,190, the lowest earlier price." */
  reason: z.string().nullable(),
});
export type HonestDiscount = z.infer<typeof honestDiscountSchema>;

/** GET /api/seller/products/:productId/price-history and GET /api/admin/products/:id/price-history. */
export const ownedPriceHistorySchema = z.object({
  points: z.array(sourcedPricePointSchema),
  lowestPrice30d: z.number().int().nullable(),
  honestDiscount: honestDiscountSchema,
});
export type OwnedPriceHistory = z.infer<typeof ownedPriceHistorySchema>;

/** GET /api/admin/products/discount-corrections: products (public ones) whose discount the rule corrected. */
export const correctedProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  sellerId: z.string().nullable(),
  price: z.number().int(),
  honestDiscount: honestDiscountSchema,
  priceChangedAt: z.string(),
});
export type CorrectedProduct = z.infer<typeof correctedProductSchema>;
export const correctedProductsQuerySchema = pagingQuerySchema;
export const correctedProductsPageSchema = z.object({
  data: z.array(correctedProductSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** Added to GET /api/admin/dashboard as `correctedDiscounts`. */
export const correctedDiscountsCountSchema = z.number().int();

// ─── Alerts ─────────────────────────────────────────────────────────────────
/** GET/PUT /api/account/alert-settings: the shopper's on/off switches (all on by default). */
export const alertSettingsSchema = z.object({
  priceDrops: z.boolean(),
  restocks: z.boolean(),
  brandDeals: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
export const alertSettingsBodySchema = alertSettingsSchema.partial();

export { ALERT_MESSAGES, PRICE_DROP_MODES, PRICE_HISTORY_DAYS, type PriceDropMode } from '../storefront-texts';

/**
 * One wishlist product's alerts. Price drop: off, any drop below the price when the alert was set
 * (or last told), or a drop below a price the shopper sets (paisa). Back in stock: told once when a
 * sold-out product is back.
 */
export const wishlistAlertSchema = z.object({
  priceDrop: z.enum(PRICE_DROP_MODES),
  belowPrice: z.number().int().nullable(),
  /** the price when the alert was set or last told; a drop is a price below this */
  referencePrice: z.number().int(),
  backInStock: z.boolean(),
  updatedAt: z.string(),
});
export type WishlistAlert = z.infer<typeof wishlistAlertSchema>;

/** PUT /api/account/wishlist/:productId/alert: all off removes the alert. */
export const wishlistAlertBodySchema = z
  .object({
    priceDrop: z.enum(PRICE_DROP_MODES, { error: `must be one of ${PRICE_DROP_MODES.join(', ')}` }),
    belowPrice: z
      .number({ error: 'must be a price in paisa' })
      .int('must be a price in paisa')
      .positive('must be a price in paisa')
      .max(1_000_000_000, 'is too large')
      .nullable()
      .optional(),
    backInStock: z.boolean({ error: 'must be true or false' }),
  })
  .superRefine((v, ctx) => {
    if (v.priceDrop === 'below' && v.belowPrice == null)
      ctx.addIssue({ code: 'custom', path: ['belowPrice'], message: ALERT_MESSAGES.belowPriceRequired });
  });
export type WishlistAlertBody = z.infer<typeof wishlistAlertBodySchema>;

/** Notification kinds the alerts add (in-app, and in the shopper's one e-mail of the day). */
export const ALERT_NOTIFICATION_KINDS = ['price_drop', 'back_in_stock'] as const;

// ─── Size alerts ────────────────────────────────────────────────────────────
/** "Notify me when M is back": one size and colour of a product ('' where it has none). */
export const sizeAlertBodySchema = z.object({
  productId: z.string({ error: 'productId is required' }).uuid('productId must be a product id'),
  size: z.string().trim().max(40, 'Size is too long').default(''),
  color: z.string().trim().max(40, 'Colour is too long').default(''),
});
export type SizeAlertBody = z.input<typeof sizeAlertBodySchema>;

export const sizeAlertSchema = z.object({ productId: z.string(), size: z.string(), color: z.string() });
export type SizeAlert = z.infer<typeof sizeAlertSchema>;

/** One product's asks, or every ask of the shopper's when none is named. */
export const sizeAlertsQuerySchema = z.object({
  productId: z.string().uuid('productId must be a product id').optional(),
});

/** Which size and colour of the product (path) to stop waiting for. */
export const sizeAlertChoiceSchema = z.object({
  size: z.string().trim().max(40, 'Size is too long').default(''),
  color: z.string().trim().max(40, 'Colour is too long').default(''),
});
