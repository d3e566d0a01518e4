import { z } from 'zod';
import { CONFIRMATION_POLICIES } from '../order-confirmation';
import { MAX_FEED_PRODUCTS, TOO_MANY_FEED_PRODUCTS } from '../imports';
import { MAX_COUPON_LIMIT } from '../coupons';
import { UUID_PATTERN } from '../ids';
import { BUYER_ORDER_STATUSES, ORDER_STATUSES } from '../order-status';
import { PART_PAYMENT_STATUSES } from '../part-payment';
import { synonymGroupOf } from '../search-query';
import { SELLER_STATUSES } from './accounts';
import { cancelReasonFields, checkCancelReason, partCancellationSchema } from './cancellation';
import { checkShipment, shipmentFields, shipmentSchema } from './shipment';
import { parcelEventsSchema, returnCheckSchema, stageEventSchema } from './parcel-events';
import { analyticsPeriodSchema, comparedFigureSchema, salesDaySchema, salesFiguresSchema } from './analytics';
import { pagingQuerySchema } from './api';
import { colorImageSchema, productListingSchema, variantStockSchema } from './catalogue';
import { orderLineSchema } from './order-line';
import { orderAmountsSchema, orderRecipientSchema } from './order-recipient';
import {
  colorImagesInputSchema,
  noAbsoluteStock,
  productVersionSchema,
  stockChangeSchema,
  variantStockChangesSchema,
} from './product-form';
import { manyLines, oneLine } from './text';
import { SHIPPING_KEEPERS } from '../seller-money';

/** Requests and answers of the admin area (`/api/admin/*`). Money fields are integer paisa. */

// ─── Messages the spec gives word for word ──────────────────────────────────
export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  loginFailed: 'Login failed. Please check your credentials.',
  notAdmin: "You don't have admin privileges. Please contact the system administrator.",
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooWeak: 'Password is too weak',
  inviteCodeRequired: 'Invite code is required',
  inviteCodeInvalid: 'Invalid invite code. Please contact an existing administrator.',
  signupClosed: 'Admin sign-up is closed. Please contact an existing administrator.',
  adminExists: 'An admin with this email already exists.',
  emailInUse: 'This email is already in use',
  invalidEmail: 'Invalid email address',
  registerFailed: 'Failed to register admin',
  accountBlocked: 'Your account has been blocked. Please contact support.',
  updateProductFailed: 'Failed to update product',
  deleteProductFailed: 'Failed to delete product',
} as const;

export const ADMIN_PRODUCT_CATEGORIES = ['men', 'women', 'kids', 'footwear', 'accessories', 'beauty'] as const;
export type AdminProductCategory = (typeof ADMIN_PRODUCT_CATEGORIES)[number];

const trimmed = (max: number, lines = oneLine()) =>
  z.string().trim().max(max, `must be at most ${max} characters`).check(lines);
const uuid = () => z.string().regex(UUID_PATTERN, 'is not valid');
export const idParamsSchema = z.object({ id: uuid() });

/** A number of paisa the form computed from rupees: whole, not negative, not absurd. */
const paisa = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a number`)
    .min(0, `${label} must not be negative`)
    .max(1_000_000_000, `${label} is too large`);

// ─── Access ─────────────────────────────────────────────────────────────────
export const adminLoginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, ADMIN_MESSAGES.invalidEmail)
    .check(oneLine()),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, ADMIN_MESSAGES.invalidCredentials)
    .check(manyLines()),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const adminSignupSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Name must be at most 120 characters')
      .check(oneLine()),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254, ADMIN_MESSAGES.invalidEmail)
      .check(oneLine())
      .pipe(z.email(ADMIN_MESSAGES.invalidEmail)),
    password: z
      .string({ error: ADMIN_MESSAGES.passwordTooShort })
      .min(6, ADMIN_MESSAGES.passwordTooShort)
      .max(256, 'Password must be at most 256 characters')
      .check(manyLines()),
    confirmPassword: z
      .string({ error: ADMIN_MESSAGES.passwordsDoNotMatch })
      .max(256, ADMIN_MESSAGES.passwordsDoNotMatch)
      .check(manyLines()),
    inviteCode: z
      .string({ error: ADMIN_MESSAGES.inviteCodeRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.inviteCodeRequired)
      .max(256, ADMIN_MESSAGES.inviteCodeInvalid)
      .check(oneLine()),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ADMIN_MESSAGES.passwordsDoNotMatch,
  });
export type AdminSignup = z.infer<typeof adminSignupSchema>;

export const adminMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

// ─── Dashboard ──────────────────────────────────────────────────────────────
export const attentionSchema = z.object({
  pendingSellers: z.number().int(),
  failedEmails: z.number().int(),
  total: z.number().int(),
});
export type Attention = z.infer<typeof attentionSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: the audit log, newest first, narrowed by action, entity and who acted (parts of their e-mail). */
export const auditQuerySchema = pagingQuerySchema.extend({
  action: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
  entity: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
  actor: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** every action and entity the log holds, for the filters */
  actions: z.array(z.string()),
  entities: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const LOW_STOCK_THRESHOLD = 5;

export const dashboardSchema = z.object({
  ordersToday: z.number().int(),
  revenueThisWeek: z.number().int(),
  products: z.number().int(),
  sellersAwaitingApproval: z.number().int(),
  lowStockProducts: z.number().int(),
  /** public products whose claimed discount the honest-price rule corrected */
  correctedDiscounts: z.number().int(),
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), stock: z.number().int() })),
  attention: attentionSchema,
  recentActivity: z.array(auditEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ─── Products ───────────────────────────────────────────────────────────────
export const PRODUCT_SOURCE_FILTERS = ['all', 'scraped', 'manual', 'seller'] as const;
export type ProductSourceFilter = (typeof PRODUCT_SOURCE_FILTERS)[number];

/** Every product, or only those with a size or colour sold out (decision 0049). */
export const PRODUCT_STOCK_FILTERS = ['all', 'sold-out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

export const adminProductsQuerySchema = pagingQuerySchema.extend({
  source: z
    .enum(PRODUCT_SOURCE_FILTERS, { error: `must be one of ${PRODUCT_SOURCE_FILTERS.join(', ')}` })
    .default('all'),
  q: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
  /** `sold-out`: only products with a size (or colour) sold out while others are left */
  stock: z.enum(PRODUCT_STOCK_FILTERS, { error: `must be one of ${PRODUCT_STOCK_FILTERS.join(', ')}` }).default('all'),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  /** `discountPercent` and `onSale` follow what the prices claim here; shoppers may be shown less (decision 0031) */
  ...productListingSchema.shape,
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  /** its stock per size and colour; empty while its stock is not split */
  variants: z.array(variantStockSchema),
  /** the product's other pictures, which a colour's picture may be chosen from */
  gallery: z.array(z.string()),
  /** the colours that have a picture of their own, each with it */
  colorImages: z.array(colorImageSchema),
  featured: z.boolean(),
  source: z.enum(['seller', 'manual', 'scraped']),
  sourceUrl: z.string().nullable(),
  website: z.string(),
  sellerId: z.string().nullable(),
  /** why the shop does not show it ('Seller blocked', 'Category hidden', …), null when it does */
  hiddenReason: z.string().nullable(),
  updatedAt: z.string(),
  /** what a save of the product form names (see product-form) */
  version: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * The admin product form (spec section 5): name and price required, prices numeric, one of six
 * categories; the image is not editable here. It sends the version it read and stock as an
 * adjustment (see product-form); the discount follows the prices.
 */
export const adminProductUpdateSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(200, 'Name must be at most 200 characters')
      .check(oneLine()),
    description: trimmed(5000, manyLines()).default(''),
    brand: z
      .string({ error: 'Brand is required' })
      .trim()
      .min(1, 'Brand is required')
      .max(120, 'Brand must be at most 120 characters')
      .check(oneLine()),
    price: paisa('Price').refine((v) => v > 0, 'Price is required'),
    originalPrice: paisa('Original price').nullable().default(null),
    category: z.enum(ADMIN_PRODUCT_CATEGORIES, {
      error: `Category must be one of ${ADMIN_PRODUCT_CATEGORIES.join(', ')}`,
    }),
    version: productVersionSchema,
    stockChange: stockChangeSchema,
    variantStock: variantStockChangesSchema,
    /** each one of the product's own pictures (its image or gallery) */
    colorImages: colorImagesInputSchema,
    stock: noAbsoluteStock,
  })
  .strict();
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

export const featuredSchema = z.object({ featured: z.boolean({ error: 'featured must be true or false' }) });

// ─── Categories and banners ─────────────────────────────────────────────────
export const adminCategorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  position: z.number().int(),
  productCount: z.number().int(),
  childCount: z.number().int(),
  /** taken out of the shop by an admin, with its products */
  hidden: z.boolean(),
  /** in the storefront's menus: it or a sub-category holds a public product */
  inMenus: z.boolean(),
  /** the marketplace size chart its products show when they have none of their own */
  defaultSizeChartId: z.string().nullable(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const imageRef = z
  .string()
  .trim()
  .max(2000, 'Image must be at most 2000 characters')
  .check(oneLine())
  .refine(
    (v) => v === '' || v.startsWith('/media/') || /^https?:\/\/\S+$/i.test(v),
    'Image must be a /media/ path or an http(s) address',
  );

export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters')
    .check(oneLine()),
  slug: z
    .string()
    .trim()
    .max(80, 'Slug must be at most 80 characters')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Slug may contain lower-case letters, digits and single hyphens')
    .default(''),
  parentId: uuid().nullable().default(null),
  image: imageRef.default(''),
  /** left out: a new category is shown, an edited one keeps what it had */
  hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const reorderSchema = z.object({
  ids: z.array(uuid()).min(1, 'ids must have at least 1').max(500, 'ids must have at most 500'),
});
export const categoryDeleteQuerySchema = z.object({ moveTo: uuid().optional() });

export const adminBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const bannerInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Title must be at most 120 characters')
    .check(oneLine()),
  description: trimmed(500).default(''),
  image: imageRef.refine((v) => v !== '', 'Image is required'),
  link: z
    .string()
    .trim()
    .max(2000, 'Link must be at most 2000 characters')
    .check(oneLine())
    .refine(
      (v) => v === '' || v.startsWith('/') || /^https?:\/\/\S+$/i.test(v),
      'Link must be a path on the shop or an http(s) address',
    )
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  active: z.boolean().default(true),
});
export type BannerInput = z.input<typeof bannerInputSchema>;

// ─── Search ─────────────────────────────────────────────────────────────────
export const SYNONYMS_TOO_FEW = 'Give at least two phrases, separated by commas';
export const SYNONYMS_MAX_LENGTH = 300;

/** A list of phrases a search takes as one, as the admin typed it ("sneakers, trainers"). */
export const searchSynonymListSchema = z.object({
  id: z.string(),
  terms: z.string(),
  updatedAt: z.string(),
});
export type SearchSynonymList = z.infer<typeof searchSynonymListSchema>;

export const searchSynonymInputSchema = z.object({
  terms: z
    .string({ error: SYNONYMS_TOO_FEW })
    .trim()
    .max(SYNONYMS_MAX_LENGTH, `Phrases must be at most ${SYNONYMS_MAX_LENGTH} characters`)
    .check(oneLine())
    .refine((terms) => synonymGroupOf(terms) !== null, SYNONYMS_TOO_FEW),
});
export type SearchSynonymInput = z.input<typeof searchSynonymInputSchema>;

/** A search of the last 30 days: how often it was made, and how many products its latest answer found. */
export const adminSearchQuerySchema = z.object({
  query: z.string(),
  searches: z.number().int(),
  results: z.number().int(),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

// ─── Coupons ────────────────────────────────────────────────────────────────
export const couponSchema = z.object({
  code: z.string(),
  percent: z.number().int(),
  active: z.boolean(),
  /** uses in all, null: no limit */
  maxUses: z.number().int().nullable(),
  /** uses by one shopper (account, e-mail or phone), null: no limit */
  maxUsesPerShopper: z.number().int().nullable(),
  /** orders placed with it */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A use limit: a whole number from 1, or null for none. */
const limitField = (name: string) => {
  const message = `${name} must be a whole number from 1 to ${MAX_COUPON_LIMIT}, or empty for no limit`;
  return z.number({ error: message }).int(message).min(1, message).max(MAX_COUPON_LIMIT, message).nullable();
};
const couponLimits = { maxUses: limitField('Total uses'), maxUsesPerShopper: limitField('Uses per shopper') };
/** A limit as the admin's form holds it, as text: empty is no limit. */
const limitText = (limit: ReturnType<typeof limitField>) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(limit);
/** The form's limits, checked by the same rule as the request and turned into its values. */
export const couponLimitsFormSchema = z.object({
  maxUses: limitText(couponLimits.maxUses),
  maxUsesPerShopper: limitText(couponLimits.maxUsesPerShopper),
});

const percentField = z
  .number({ error: 'Percent must be a whole number from 1 to 100' })
  .int('Percent must be a whole number from 1 to 100')
  .min(1, 'Percent must be a whole number from 1 to 100')
  .max(100, 'Percent must be a whole number from 1 to 100');
export const couponCreateSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .max(32, 'Code must be at most 32 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may contain letters, digits, hyphens and underscores')
    .transform((v) => v.toUpperCase()),
  percent: percentField,
  active: z.boolean().default(true),
  maxUses: couponLimits.maxUses.default(null),
  maxUsesPerShopper: couponLimits.maxUsesPerShopper.default(null),
});
export type CouponCreateInput = z.output<typeof couponCreateSchema>;
/** A limit left out stays as it is; null takes it away. */
export const couponUpdateSchema = z.object({
  percent: percentField,
  active: z.boolean({ error: 'active must be true or false' }),
  maxUses: couponLimits.maxUses.optional(),
  maxUsesPerShopper: couponLimits.maxUsesPerShopper.optional(),
});
export type CouponUpdateInput = z.output<typeof couponUpdateSchema>;
export const couponParamsSchema = z.object({ code: z.string().min(1).max(32).check(oneLine()) });

// ─── Sellers ────────────────────────────────────────────────────────────────
export const SELLER_ACTIONS = ['approve', 'reject', 'block', 'unblock'] as const;
export type SellerAction = (typeof SELLER_ACTIONS)[number];

export const adminSellersQuerySchema = pagingQuerySchema.extend({
  status: z
    .enum(['all', ...SELLER_STATUSES], { error: `must be one of all, ${SELLER_STATUSES.join(', ')}` })
    .default('all'),
  q: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
});

export const adminSellerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  brandName: z.string(),
  businessDescription: z.string(),
  website: z.string().nullable(),
  storeCategory: z.string(),
  taxId: z.string().nullable(),
  status: z.enum(SELLER_STATUSES),
  commissionRateBp: z.number().int(),
  products: z.number().int(),
  /** parts the seller cancelled out of parts placed in the last 30 days, a percent; null without orders */
  cancellationRate: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;

export const sellerActionSchema = z.object({
  action: z.enum(SELLER_ACTIONS, { error: `action must be one of ${SELLER_ACTIONS.join(', ')}` }),
  reason: trimmed(500, manyLines()).optional(),
});
export const commissionSchema = z.object({
  commissionRateBp: z
    .number({ error: 'Commission must be a percentage from 0 to 100' })
    .int('Commission must be a percentage from 0 to 100')
    .min(0, 'Commission must be a percentage from 0 to 100')
    .max(10_000, 'Commission must be a percentage from 0 to 100'),
});

export const payoutInputSchema = z.object({
  amount: paisa('Amount').refine((v) => v > 0, 'Amount must be more than zero'),
  note: trimmed(500).default(''),
});

// ─── Buyers ─────────────────────────────────────────────────────────────────
export const adminUsersQuerySchema = pagingQuerySchema.extend({
  status: z.enum(['all', 'active', 'blocked'], { error: 'must be one of all, active, blocked' }).default('all'),
  q: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
});
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'blocked']),
  isSeller: z.boolean(),
  orders: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userStatusSchema = z.object({
  status: z.enum(['active', 'blocked'], { error: 'status must be active or blocked' }),
});

// ─── Orders ─────────────────────────────────────────────────────────────────
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
export const adminOrdersQuerySchema = pagingQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  sellerId: uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminSellerOrderSchema = z.object({
  id: z.string(),
  sellerId: z.string().nullable(),
  sellerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  ...orderAmountsSchema.shape,
  ...partCancellationSchema.shape,
  /** paisa: what the rider collects for this part */
  cashToCollect: z.number().int(),
  paymentStatus: z.enum(PART_PAYMENT_STATUSES),
  cashCollectedAt: z.string().nullable(),
  /** the courier and tracking number, once handed to a courier */
  shipment: shipmentSchema,
  /** the parcel's timeline once handed to a courier, oldest first */
  parcelEvents: parcelEventsSchema,
  /** the delivery updates an admin may record now (out for delivery, a failed attempt) */
  nextParcelEvents: z.array(stageEventSchema),
  /** a parcel returned to sender: how it came back, null until it is checked back in */
  returnCheck: returnCheckSchema,
  items: z.array(orderLineSchema),
  updatedAt: z.string(),
});
export type AdminSellerOrder = z.infer<typeof adminSellerOrderSchema>;
export const adminOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  ...orderRecipientSchema.shape,
  /** the parts' payments summed up (core's orderPaymentStatus), never stored */
  paymentStatus: z.enum(PART_PAYMENT_STATUSES),
  ...orderAmountsSchema.shape,
  total: z.number().int(),
  couponCode: z.string().nullable(),
  createdAt: z.string(),
  /** the status its buyer sees, derived from the seller orders */
  status: z.enum(BUYER_ORDER_STATUSES),
  sellerOrders: z.array(adminSellerOrderSchema),
  /** the record of the order's phone across the marketplace (none for an order without a phone) */
  phoneRecord: z
    .object({
      phone: z.string(),
      orders: z.number().int(),
      confirmed: z.number().int(),
      delivered: z.number().int(),
      refusalsIn90Days: z.number().int(),
      lastRefusedAt: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderSummarySchema = adminOrderSchema
  .pick({ id: true, number: true, customerName: true, customerEmail: true, total: true, createdAt: true, status: true })
  .extend({
    sellerOrders: z.array(adminSellerOrderSchema.pick({ id: true, sellerId: true, sellerName: true, status: true })),
  });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
/** A cancel needs a reason from the admin's list (and a note for "Other"). */
export const sellerOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
    ...cancelReasonFields,
    ...shipmentFields,
  })
  .superRefine((value, ctx) => {
    if (value.status === 'cancelled') checkCancelReason('admin')(value, ctx);
    checkShipment(value, ctx);
  });

// ─── Analytics ──────────────────────────────────────────────────────────────
/** Item sales of a brand or category: the price paid times the quantity, before coupon discounts, without shipping. */
const itemSales = z.object({ name: z.string(), revenue: z.number().int(), units: z.number().int() });
/** The whole shop's sales in a period beside the period before it; shipping and item sales are kept apart from revenue. */
export const analyticsSchema = z.object({
  period: analyticsPeriodSchema,
  sales: salesFiguresSchema,
  /** shipping charged on the same orders, not part of revenue */
  shipping: comparedFigureSchema,
  newBuyers: comparedFigureSchema,
  newSellers: comparedFigureSchema,
  revenuePerDay: z.array(salesDaySchema),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  topBrands: z.array(itemSales),
  topCategories: z.array(itemSales),
  newAccountsPerDay: z.array(z.object({ day: z.string(), buyers: z.number().int(), sellers: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

// ─── Settings and profile ───────────────────────────────────────────────────
export const publicSettingsSchema = z.object({
  shopName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export const shopSettingsSchema = publicSettingsSchema.extend({
  defaultCommissionRateBp: z.number().int(),
  /** refused parcels: core's cash-on-delivery settings (0 is off) */
  codRefusalLimit: z.number().int().min(0),
  codUnconfirmedMaxTotal: z.number().int().min(0),
  codMaxOpenUnconfirmed: z.number().int().min(0),
  /** which new cash-on-delivery orders wait for confirmation (core's order-confirmation settings) */
  confirmationPolicy: z.enum(CONFIRMATION_POLICIES),
  confirmationAboveAmount: z.number().int().min(0),
  confirmationHours: z.number().int().min(1),
  /** days after a parcel's delivery in which its items may be returned (core's returns) */
  returnWindowDays: z.number().int().min(1).max(365),
  /** the slugs of the categories whose items cannot be returned (a top category covers its own) */
  finalSaleCategories: z.array(z.string()).max(100),
  /** who keeps the shopper's shipping charge (core's seller-money) */
  shippingKeptBy: z.enum(SHIPPING_KEEPERS),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const shopSettingsInputSchema = z.object({
  shopName: z
    .string({ error: 'Shop name is required' })
    .trim()
    .min(1, 'Shop name is required')
    .max(80, 'Shop name must be at most 80 characters')
    .check(oneLine()),
  supportEmail: z
    .string({ error: 'Support e-mail is required' })
    .trim()
    .min(1, 'Support e-mail is required')
    .max(254, 'Support e-mail must be a valid e-mail address')
    .check(oneLine())
    .pipe(z.email('Support e-mail must be a valid e-mail address')),
  supportPhone: trimmed(40)
    .regex(/^[0-9+()\-\s]*$/, 'Support phone may contain digits, spaces, +, - and brackets')
    .default(''),
  supportHours: trimmed(120).default(''),
  defaultCommissionRateBp: commissionSchema.shape.commissionRateBp,
  // Left out, a refused-parcels setting keeps its value.
  codRefusalLimit: z
    .number({ error: 'Refusals before cash on delivery needs a call must be a whole number' })
    .int('Refusals before cash on delivery needs a call must be a whole number')
    .min(0, 'Refusals before cash on delivery needs a call cannot be negative')
    .max(20, 'Refusals before cash on delivery needs a call must be at most 20')
    .optional(),
  codUnconfirmedMaxTotal: z
    .number({ error: 'Largest order for an unconfirmed phone must be an amount in paisa' })
    .int('Largest order for an unconfirmed phone must be an amount in paisa')
    .min(0, 'Largest order for an unconfirmed phone cannot be negative')
    .max(1_000_000_000, 'Largest order for an unconfirmed phone must be at most Rs. 10,000,000')
    .optional(),
  codMaxOpenUnconfirmed: z
    .number({ error: 'Open unconfirmed orders per phone must be a whole number' })
    .int('Open unconfirmed orders per phone must be a whole number')
    .min(0, 'Open unconfirmed orders per phone cannot be negative')
    .max(100, 'Open unconfirmed orders per phone must be at most 100')
    .optional(),
  // Left out, a confirmation setting keeps its value.
  confirmationPolicy: z.enum(CONFIRMATION_POLICIES, { error: 'Choose which orders need confirmation' }).optional(),
  confirmationAboveAmount: z
    .number({ error: 'Confirm orders above must be an amount in paisa' })
    .int('Confirm orders above must be an amount in paisa')
    .min(0, 'Confirm orders above cannot be negative')
    .max(1_000_000_000, 'Confirm orders above must be at most Rs. 10,000,000')
    .optional(),
  confirmationHours: z
    .number({ error: 'Hours to confirm must be a whole number' })
    .int('Hours to confirm must be a whole number')
    .min(1, 'Hours to confirm must be at least 1')
    .max(720, 'Hours to confirm must be at most 720')
    .optional(),
  // Left out, the return window keeps its days.
  returnWindowDays: z
    .number({ error: 'Return window must be a whole number of days' })
    .int('Return window must be a whole number of days')
    .min(1, 'Return window must be at least 1 day')
    .max(365, 'Return window must be at most 365 days')
    .optional(),
  // Left out, the final-sale categories stay as they are.
  finalSaleCategories: z
    .array(z.string().trim().min(1).max(120).check(oneLine()), {
      error: 'Choose the final-sale categories from the list',
    })
    .max(100, 'Choose at most 100 final-sale categories')
    .optional(),
  shippingKeptBy: z.enum(SHIPPING_KEEPERS, { error: 'Choose who keeps the shipping charge' }).optional(),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

export const profileSchema = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(80, 'First name must be at most 80 characters')
    .check(oneLine()),
  lastName: trimmed(80).default(''),
});
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(256, 'Current password is not correct')
      .check(manyLines()),
    newPassword: z
      .string({ error: ADMIN_MESSAGES.passwordTooShort })
      .min(6, ADMIN_MESSAGES.passwordTooShort)
      .max(256, 'Password must be at most 256 characters')
      .check(manyLines()),
    confirmPassword: z
      .string({ error: ADMIN_MESSAGES.passwordsDoNotMatch })
      .max(256, ADMIN_MESSAGES.passwordsDoNotMatch)
      .check(manyLines()),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ADMIN_MESSAGES.passwordsDoNotMatch,
  });

// ─── E-mails ────────────────────────────────────────────────────────────────
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const adminEmailsQuerySchema = pagingQuerySchema.extend({
  status: z
    .enum(['all', ...EMAIL_STATUSES], { error: `must be one of all, ${EMAIL_STATUSES.join(', ')}` })
    .default('all'),
});
export const adminEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;
export const emailParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'is not valid' })
    .int('is not valid')
    .min(1, 'is not valid')
    .max(Number.MAX_SAFE_INTEGER, 'is not valid'),
});

// ─── Imports ────────────────────────────────────────────────────────────────
/** One product found on a page or in a feed row, as the admin previews and saves it. */
export const importCandidateSchema = z
  .object({
    sourceUrl: z
      .string()
      .trim()
      .max(2000, 'url must be at most 2000 characters')
      .check(oneLine())
      .pipe(z.url({ protocol: /^https?$/, error: 'url must be an http(s) address' })),
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(200, 'name must be at most 200 characters')
      .check(oneLine()),
    price: paisa('price').refine((v) => v > 0, 'price must be more than zero'),
    originalPrice: paisa('original price').nullable().default(null),
    brand: trimmed(120).default(''),
    description: trimmed(5000, manyLines()).default(''),
    images: z
      .array(
        z
          .string()
          .trim()
          .max(2000)
          .check(oneLine())
          .pipe(z.url({ protocol: /^https?$/, error: 'image must be an http(s) address' })),
      )
      .max(12, 'at most 12 images')
      .default([]),
    category: trimmed(80).default(''),
    stock: z
      .number()
      .int('stock must be a whole number')
      .min(0, 'stock must not be negative')
      .max(1_000_000, 'stock is too large')
      .nullable()
      .default(null),
    sizes: z.array(trimmed(20)).max(30).default([]),
    /** given by a feed that names colours; a re-import without them keeps the product's */
    colors: z.array(trimmed(20)).max(30).optional(),
    /**
     * The stock of each size and colour, when the feed gives it (decision 0049): the product's
     * stock is split into its sizes × colours, each cell at its count (0 where not given), and
     * `stock` is their sum. Absent, the product keeps one stock as before.
     */
    variantStock: z
      .array(
        z.object({
          size: trimmed(20),
          color: trimmed(20),
          stock: z
            .number()
            .int('stock of a size must be a whole number')
            .min(0, 'stock of a size must not be negative')
            .max(1_000_000, 'stock of a size is too large'),
        }),
      )
      .min(1, 'stock per size names no size')
      .max(400, 'too many sizes and colours')
      .optional(),
  })
  .superRefine((candidate, context) => {
    const sizes = candidate.sizes.length > 0 ? candidate.sizes : [''];
    const colors = candidate.colors && candidate.colors.length > 0 ? candidate.colors : [''];
    const seen = new Set<string>();
    for (const [index, variant] of (candidate.variantStock ?? []).entries()) {
      const key = JSON.stringify([variant.size, variant.color]);
      const problem = !sizes.includes(variant.size)
        ? `stock is given for size "${variant.size}", which is not among the sizes`
        : !colors.includes(variant.color)
          ? `stock is given for colour "${variant.color}", which is not among the colours`
          : seen.has(key)
            ? `stock is given twice for ${[variant.size, variant.color].filter(Boolean).join(', ')}`
            : null;
      seen.add(key);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['variantStock', index] });
    }
  });
export type ImportCandidate = z.infer<typeof importCandidateSchema>;
export type ImportCandidateInput = z.input<typeof importCandidateSchema>;

export const importRefusalSchema = z.object({ row: z.number().int(), source: z.string(), reason: z.string() });
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

export const importPreviewSchema = z.object({
  candidates: z.array(
    z.object({
      row: z.number().int(),
      candidate: importCandidateSchema,
      existingProductId: z.string().nullable(),
      /** whether the catalogue has the category the row names; where the row goes is `placeImportRow`'s call */
      categoryFound: z.boolean(),
      /** why the import would refuse the row with the default category the preview was given (none unless asked) */
      refusal: z.string().nullable(),
      warnings: z.array(z.string()),
    }),
  ),
  refused: z.array(importRefusalSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

const defaultCategorySchema = z.enum(ADMIN_PRODUCT_CATEGORIES, {
  error: `defaultCategory must be one of ${ADMIN_PRODUCT_CATEGORIES.join(', ')}`,
});
export const importUrlSchema = z.object({
  defaultCategory: defaultCategorySchema.optional(),
  url: z
    .string({ error: 'Enter the address of a product page' })
    .trim()
    .min(1, 'Enter the address of a product page')
    .max(2000, 'The address is too long')
    .check(oneLine())
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address' })),
});
export const FEED_FORMATS = ['csv', 'json'] as const;
export const MAX_FEED_BYTES = 4 * 1024 * 1024;
export const importFeedSchema = z.object({
  /** the default category the rows would be saved with, to preview what the import will do */
  defaultCategory: defaultCategorySchema.optional(),
  format: z.enum(FEED_FORMATS, { error: 'format must be csv or json' }),
  content: z
    .string({ error: 'The feed is empty' })
    .min(1, 'The feed is empty')
    .max(MAX_FEED_BYTES, 'The feed is larger than 4 MB')
    .check(manyLines()),
});
export const importSaveSchema = z
  .object({
    /** Stock of a product the import creates when its source says nothing; re-imports keep the stock. */
    defaultStock: z
      .number({ error: 'Stock must be a whole number' })
      .int('Stock must be a whole number')
      .min(0, 'Stock must not be negative')
      .max(1_000_000, 'Stock is too large')
      .default(0),
    defaultCategory: defaultCategorySchema.optional(),
    /** the file (or page) the rows came from, as the history of imports shows it */
    fileName: z.string().trim().max(200, 'The file name is too long').check(oneLine()).optional(),
    /** Rows are checked one by one on save: a bad row is refused in the report, the others are imported. */
    rows: z
      .array(z.object({ row: z.number().int().min(0).max(1_000_000), candidate: z.unknown() }))
      .min(1, 'Nothing to import')
      .max(MAX_FEED_PRODUCTS, TOO_MANY_FEED_PRODUCTS)
      .optional(),
    /** Or a whole uploaded feed, read again by the import job, less the rows the admin left out. */
    feed: z
      .object({
        id: z.uuid({ error: 'The feed is not known: upload it again' }),
        skipRows: z.array(z.number().int().min(0).max(10_000_000)).max(100_000).default([]),
      })
      .optional(),
  })
  .refine((input) => (input.rows === undefined) !== (input.feed === undefined), {
    message: 'Nothing to import',
    path: ['rows'],
  });
export const importReportSchema = z.object({
  imported: z.array(
    z.object({
      row: z.number().int(),
      productId: z.string(),
      name: z.string(),
      action: z.enum(['created', 'updated']),
    }),
  ),
  refused: z.array(importRefusalSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An uploaded feed: its id (to import it) and what is in it. */
export const importFeedUploadSchema = z.object({ feedId: z.string(), preview: importPreviewSchema });
export const importFeedUploadQuerySchema = z.object({
  format: z.enum(FEED_FORMATS, { error: 'format must be csv or json' }),
  defaultCategory: defaultCategorySchema.optional(),
});

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
/** An import running in the background: how far it got (kept in the database), then its report. */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  progress: z.object({
    /** rows to go through; null until the feed has been counted */
    total: z.number().int().nullable(),
    read: z.number().int(),
    imported: z.number().int(),
    refused: z.number().int(),
    /** rows the admin left out */
    skipped: z.number().int(),
  }),
  /** the report, once the job is over */
  report: importReportSchema.nullable(),
  error: z.string().nullable(),
  /** the file or page imported, when the import named it */
  fileName: z.string().nullable(),
  /** the e-mail of the admin who started it */
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const importJobParamsSchema = z.object({ id: z.uuid({ error: 'No such import' }) });

/** POST /api/admin/orders/:orderId/parts/:sellerOrderId/cash-collected: the admin records a parcel's cash by hand. */
export const cashCollectedParamsSchema = z.object({ orderId: uuid(), sellerOrderId: uuid() });
