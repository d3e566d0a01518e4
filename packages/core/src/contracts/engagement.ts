import { z } from 'zod';
import { productCardSchema } from './catalogue';
import { wishlistAlertSchema } from './prices';
import { oneLine } from './text';

// ─── Wishlist ───────────────────────────────────────────────────────────────
/** A saved product, with the alerts the shopper set on it (null: none). */
export const wishlistItemSchema = z.object({
  addedAt: z.string(),
  product: productCardSchema,
  alert: wishlistAlertSchema.nullable(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistAddBodySchema = z.object({ productId: z.uuid({ error: 'must be a product id' }) });
export const productIdParamsSchema = z.object({ productId: z.uuid({ error: 'must be a product id' }) });

// ─── Brand follows (spec: brand subscriptions) ──────────────────────────────
export const ALREADY_SUBSCRIBED = 'You are already subscribed to this brand';
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const BRAND_NOT_FOUND = 'Brand not found';
export {
  BRAND_FOLLOW_STATUS_FAILED,
  BRAND_FOLLOWS_LOAD_FAILED,
  BRAND_SUBSCRIBE_FAILED,
  subscriptionUpdateFailed,
} from '../storefront-texts';

export const brandFollowSchema = z.object({
  id: z.string(),
  brand: z.object({ slug: z.string(), name: z.string(), logo: z.string() }),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandFollow = z.infer<typeof brandFollowSchema>;

/** `brand` is the brand's slug or its name ("gul-ahmed" or "Gul Ahmed"). */
export const brandFollowBodySchema = z.object({ brand: z.string().trim().min(1).max(120).check(oneLine()) });
export const brandFollowUpdateBodySchema = z.object({ active: z.boolean() });
export const brandSlugParamsSchema = z.object({ brandSlug: z.string().min(1).max(120).check(oneLine()) });
export const followStatusSchema = z.object({ following: z.boolean() });

// ─── Notifications ──────────────────────────────────────────────────────────
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const NOTIFICATION_KINDS = ['brand_new_product', 'brand_bigger_discount'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ data: z.array(notificationSchema), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a notification id' }) });
