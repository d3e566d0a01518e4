import { z } from 'zod';
import { phoneNumberSchema } from '../phone';
import {
  ACCOUNT_BLOCKED,
  EMAIL_IN_USE,
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_WEAK,
  SELLER_STATUSES,
} from './accounts';
import { cancelReasonFields, checkCancelReason, partCancellationSchema } from './cancellation';
import { checkShipment, shipmentFields, shipmentSchema } from './shipment';
import { parcelEventsSchema, returnCheckSchema, stageEventSchema } from './parcel-events';
import { analyticsPeriodSchema, salesDaySchema, salesFiguresSchema } from './analytics';
import { pagingQuerySchema } from './api';
import { colorImageSchema, variantStockSchema } from './catalogue';
import { orderLineSchema } from './order-line';
import { deliveryNotesSchema, orderAddressSchema, orderAmountsSchema, orderCustomerSchema } from './order-recipient';
import {
  colorImagesInputSchema,
  MAX_STOCK,
  noAbsoluteStock,
  productVersionSchema,
  stockChangeSchema,
  variantStockChangesSchema,
} from './product-form';
import { discountPercentProblem } from '../pricing';
import { ORDER_CONFIRMATIONS } from '../order-confirmation';
import { sizeChartIdSchema } from './size-charts';
import { manyLines, oneLine } from './text';
import { SELLER_ORDER_STATUSES } from '../seller-order-status';
import { PART_PAYMENT_STATUSES } from '../part-payment';

// ─── Shop texts (spec sections 5 and 8) ─────────────────────────────────────
export const SELLER_MESSAGES = {
  brandNameRequired: 'Brand name is required',
  registerFailed: 'Failed to register seller',
  alreadySeller: 'You are already registered as a seller',
  emailInUse: EMAIL_IN_USE,
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordTooWeak: PASSWORD_TOO_WEAK,
  brandTaken: 'A brand with this name already exists. Please choose another name.',
  notFound: 'Seller account not found. Please register as a seller first.',
  profileNotFound: 'Seller profile not found',
  invalidCredentials: INVALID_CREDENTIALS,
  accountBlocked: ACCOUNT_BLOCKED,
  sellerBlocked: 'Your seller account has been blocked. Please contact support.',
  pending: 'Your seller account is pending approval',
  rejected: 'Your seller account was not approved',
  productRequired: 'Name, price, category, and image are required',
  imageTooLarge: 'Image size should be less than 5MB',
  notAnImage: 'The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF image.',
  svgRefused: 'SVG images are not accepted. Please upload a JPEG, PNG, WebP or GIF image.',
  imageTooManyPixels: 'The image is too large (at most 25 megapixels). Please upload a smaller image.',
  imagesBusy: 'Too many images are being processed right now. Please try again in a few seconds.',
  imageMissing: 'Please choose an image to upload',
  uploadFirst: 'Upload the image again: it was not found on the server',
  uploadNotYours: 'This image was uploaded by another seller. Please upload your own picture.',
  categoryUnknown: 'Choose one of the shop categories',
  discountRange: 'Discount percent must be between 0 and 100',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
} as const;

export const STORE_CATEGORIES = [
  'Clothing & Apparel',
  'Footwear',
  'Accessories',
  'Beauty & Personal Care',
  'Home & Living',
  'Electronics',
  'Other',
] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

/** Image uploads: checked in the browser before sending and again by the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_GALLERY_IMAGES = 8;

const text = (max: number, lines = oneLine()) =>
  z.string().trim().max(max, `must be at most ${max} characters`).check(lines);
const required = (max: number, message = 'is required', lines = oneLine()) => text(max, lines).min(1, message);

/** An optional http(s) address; an empty field means none. Other schemes (javascript:) never reach a link. */
const optionalHttpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .check(oneLine())
    .refine((value) => value === '' || isHttpUrl(value), message)
    .optional()
    .default('');

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An http(s) address on a real domain name (javascript:, data: and bare words are not). */
export function isHttpUrl(value: string): boolean {
  return httpUrl.safeParse(value).success;
}

// ─── Becoming a seller ──────────────────────────────────────────────────────
export const sellerRegistrationSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  email: z.string().trim().max(254, 'must be at most 254 characters').check(oneLine()).pipe(z.email(INVALID_EMAIL)),
  phone: phoneNumberSchema('is required'),
  address: required(300, 'is required', manyLines()),
  brandName: required(80, SELLER_MESSAGES.brandNameRequired),
  businessDescription: required(2000, 'Business description is required', manyLines()),
  storeCategory: z.enum(STORE_CATEGORIES, { error: 'Store category is required' }),
  taxId: text(40).optional().default(''),
  website: optionalHttpUrl('Website must be a valid URL (https://…)'),
  password: z.string().max(200, 'must be at most 200 characters').check(manyLines()).optional(),
  confirmPassword: z.string().max(200, 'must be at most 200 characters').check(manyLines()).optional(),
});
export type SellerRegistration = z.input<typeof sellerRegistrationSchema>;

/** A visitor without an account also chooses a password, by the buyer sign-up rules. */
export const visitorSellerRegistrationSchema = sellerRegistrationSchema
  .extend({
    password: z
      .string({ error: SELLER_MESSAGES.passwordTooShort })
      .min(MIN_PASSWORD_LENGTH, SELLER_MESSAGES.passwordTooShort)
      .max(200, 'must be at most 200 characters')
      .check(manyLines()),
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password')
      .max(200, 'must be at most 200 characters')
      .check(manyLines()),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: SELLER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const sellerLoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254, 'must be at most 254 characters').check(oneLine()),
  password: z.string().min(1, 'Password is required').max(200, 'must be at most 200 characters').check(manyLines()),
});

export const sellerSessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isSeller: z.literal(true),
  sellerStatus: z.enum(SELLER_STATUSES),
  isPending: z.boolean(),
});
export type SellerSession = z.infer<typeof sellerSessionSchema>;

// ─── Profile and brand ──────────────────────────────────────────────────────
export const sellerProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  brandName: z.string(),
  brandSlug: z.string().nullable(),
  businessDescription: z.string(),
  website: z.string().nullable(),
  storeCategory: z.string(),
  taxId: z.string().nullable(),
  logo: z.string().nullable(),
  status: z.enum(SELLER_STATUSES),
  commissionRateBp: z.number().int(),
  registeredAt: z.string(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const sellerProfileUpdateSchema = z.object({
  brandName: required(80, SELLER_MESSAGES.brandNameRequired),
  businessDescription: required(2000, 'Business description is required', manyLines()),
  storeCategory: z.enum(STORE_CATEGORIES, { error: 'Store category is required' }),
  website: optionalHttpUrl('Website must be a valid URL (https://…)'),
  /** an uploaded image's address, the current logo, or empty for none */
  logo: text(200).optional().default(''),
});
export type SellerProfileUpdate = z.input<typeof sellerProfileUpdateSchema>;

// ─── Uploads ────────────────────────────────────────────────────────────────
export const uploadedImageSchema = z.object({
  /** the detail size (800 px), the one to store on a product */
  url: z.string(),
  /** the grid size (400 px) */
  gridUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

// ─── Products ───────────────────────────────────────────────────────────────
/** "S, M ,L" or ["S", " M"] → ["S", "M"]: comma-separated and trimmed, as the seller form types them. */
export function splitCommaList(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((item) => item.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

const commaList = z
  .union([
    z.string().max(2000, 'must be at most 2000 characters').check(oneLine()),
    z.array(z.string().max(200, 'must be at most 200 characters').check(oneLine())).max(50, 'must have at most 50'),
  ])
  .optional()
  .default('')
  .transform((value) => splitCommaList(value))
  .refine((items) => items.length <= 30, 'must have at most 30 entries')
  .refine((items) => items.every((item) => item.length <= 40), 'entries must be at most 40 characters');

const paisa = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of paisa')
  .min(0, 'must not be negative')
  .max(1_000_000_000, 'is too large');

/** The seller product form's fields (JSON; money in paisa). */
const sellerProductFields = z.object({
  name: text(200).optional().default(''),
  description: text(2000, manyLines()).optional().default(''),
  longDescription: z.string().max(50_000, 'must be at most 50000 characters').check(manyLines()).optional().default(''),
  brand: text(80).optional().default(''),
  category: text(80).toLowerCase().optional().default(''),
  price: paisa.nullable().optional(),
  originalPrice: paisa.nullable().optional().default(null),
  discountPercent: z
    .number({ error: SELLER_MESSAGES.discountRange })
    .int(SELLER_MESSAGES.discountRange)
    .min(0, SELLER_MESSAGES.discountRange)
    .max(100, SELLER_MESSAGES.discountRange)
    .nullable()
    .optional()
    .default(null),
  sizes: commaList,
  colors: commaList,
  keywords: commaList,
  image: text(200).optional().default(''),
  gallery: z
    .array(text(200))
    .max(MAX_GALLERY_IMAGES, `must have at most ${MAX_GALLERY_IMAGES} images`)
    .optional()
    .default([]),
  videoUrl: optionalHttpUrl('Video URL must be a valid URL (https://…)'),
  stock: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(MAX_STOCK, 'is too large')
    .optional()
    .default(0),
  /** the stock of each size and colour (added to 0 for a new product or a product not split yet); given, `stock` is their sum */
  variantStock: variantStockChangesSchema,
  /** a picture per colour: each an uploaded picture of the seller's, or one the product shows already */
  colorImages: colorImagesInputSchema,
  /** one of the seller's own size charts, or null for none; left out when saving, the product keeps its chart */
  sizeChartId: sizeChartIdSchema.optional(),
});

/** The rules across fields: the spec's required ones, then a discount percent the prices do not contradict. */
function checkProduct(
  value: {
    name: string;
    price?: number | null;
    category: string;
    image: string;
    originalPrice: number | null;
    discountPercent: number | null;
  },
  ctx: z.RefinementCtx,
) {
  const missing = !value.name
    ? 'name'
    : value.price == null || value.price <= 0
      ? 'price'
      : !value.category
        ? 'category'
        : !value.image
          ? 'image'
          : null;
  if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: SELLER_MESSAGES.productRequired });
  const discount = discountPercentProblem(value.discountPercent, value.originalPrice, value.price);
  if (discount) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: discount });
}

/** What the seller product form sends to add a product: its stock is the first count. */
export const sellerProductInputSchema = sellerProductFields.superRefine(checkProduct);
export type SellerProductInput = z.input<typeof sellerProductInputSchema>;
export type SellerProductValues = z.output<typeof sellerProductInputSchema>;

/** What it sends to save a product: the version it read, and stock as an adjustment (see product-form). */
export const sellerProductUpdateSchema = sellerProductFields
  .omit({ stock: true })
  .extend({ version: productVersionSchema, stockChange: stockChangeSchema, stock: noAbsoluteStock })
  .superRefine(checkProduct);
export type SellerProductUpdateInput = z.input<typeof sellerProductUpdateSchema>;
export type SellerProductUpdateValues = z.output<typeof sellerProductUpdateSchema>;

export const sellerProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  longDescription: z.string(),
  brand: z.string(),
  category: z.string(),
  categoryName: z.string(),
  topCategory: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  /** the discount the seller states */
  discountPercent: z.number().int(),
  onSale: z.boolean(),
  /** the discount shoppers are shown (the honest-price rule may show less, decision 0031), and from which original price */
  shownDiscountPercent: z.number().int(),
  shownOriginalPrice: z.number().int().nullable(),
  /** why shoppers do not see the stated discount and what makes it show; null when they see it */
  discountNote: z.string().nullable(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  keywords: z.array(z.string()),
  image: z.string(),
  gallery: z.array(z.string()),
  videoUrl: z.string().nullable(),
  stock: z.number().int(),
  /** its stock per size and colour; empty while its stock is not split */
  variants: z.array(variantStockSchema),
  /** the colours that have a picture of their own, each with it */
  colorImages: z.array(colorImageSchema),
  /** its own size chart (one of the seller's), null for none */
  sizeChartId: z.string().nullable(),
  /** why shoppers do not see it ('Seller pending approval', 'Category hidden', …), null when they do */
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** what a save of the product form names (see product-form) */
  version: z.number().int(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductsQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
  category: z.string().trim().toLowerCase().max(80, 'is too long').check(oneLine()).optional(),
});
export type SellerProductsQuery = z.input<typeof sellerProductsQuerySchema>;

// ─── Seller orders ──────────────────────────────────────────────────────────
export const sellerOrderStatusSchema = z.enum(SELLER_ORDER_STATUSES, {
  error: `must be one of ${SELLER_ORDER_STATUSES.join(', ')}`,
});

export const sellerOrderSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  ...orderCustomerSchema.shape,
  status: sellerOrderStatusSchema,
  itemCount: z.number().int(),
  ...orderAmountsSchema.shape,
  /** paisa: the cash the rider collects for this part (core's cashToCollect) */
  total: z.number().int(),
  paymentStatus: z.enum(PART_PAYMENT_STATUSES),
  createdAt: z.string(),
  /** what the marketplace knows of the customer's phone, coarse: "New customer", "3 of 3 delivered", "Refused 2 parcels in 90 days" */
  customerSignal: z.string(),
  /** awaiting: greyed "Not confirmed yet – don't pack", and the seller cannot move it on */
  confirmation: z.enum(ORDER_CONFIRMATIONS),
});
export type SellerOrderSummary = z.infer<typeof sellerOrderSummarySchema>;

export const sellerOrderDetailSchema = sellerOrderSummarySchema.extend({
  ...orderAddressSchema.shape,
  ...deliveryNotesSchema.shape,
  paymentMethod: z.string(),
  processingAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  ...partCancellationSchema.shape,
  /** the courier and tracking number, once handed to a courier */
  shipment: shipmentSchema,
  /** the parcel's timeline once handed to a courier, oldest first */
  parcelEvents: parcelEventsSchema,
  items: z.array(orderLineSchema),
  nextStatuses: z.array(sellerOrderStatusSchema),
  /** the delivery updates the seller may record now (out for delivery, a failed attempt); delivered and refused are in nextStatuses */
  nextParcelEvents: z.array(stageEventSchema),
  /** a parcel returned to sender: how it came back, null until the seller checks it back in */
  returnCheck: returnCheckSchema,
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetailSchema>;

export const sellerOrdersQuerySchema = pagingQuerySchema.extend({
  status: sellerOrderStatusSchema.optional(),
  q: z.string().trim().max(100, 'is too long').check(oneLine()).optional(),
});
export type SellerOrdersQuery = z.input<typeof sellerOrdersQuerySchema>;

/** A cancel needs a reason from the seller's list (and a note for "Other"); Shipped, the courier and tracking number. */
export const sellerOrderStatusUpdateSchema = z
  .object({ status: sellerOrderStatusSchema, ...cancelReasonFields, ...shipmentFields })
  .superRefine((value, ctx) => {
    if (value.status === 'cancelled') checkCancelReason('seller')(value, ctx);
    checkShipment(value, ctx);
  });

// ─── Dashboard, analytics, earnings ─────────────────────────────────────────
export const sellerDashboardSchema = z.object({
  status: z.enum(SELLER_STATUSES),
  recentProducts: z.array(sellerProductSchema),
  productCount: z.number().int(),
  pendingOrders: z.number().int(),
  ordersThisMonth: z.number().int(),
  /** paisa: this month's item sales, less discounts, without shipping and cancelled orders */
  revenueThisMonth: z.number().int(),
  /** parts the seller cancelled out of parts placed in the last 30 days, a percent; null without orders */
  cancellationRate: z.number().nullable(),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

/** The seller's own sales in a period beside the period before it, the best sellers of the period and all their orders by status. */
export const sellerAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  sales: salesFiguresSchema,
  revenuePerDay: z.array(salesDaySchema),
  /** by item sales in the period: the price paid times the quantity, before coupon discounts */
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      image: z.string(),
      quantity: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  /** every order of the seller's, whenever placed */
  ordersByStatus: z.array(z.object({ status: sellerOrderStatusSchema, count: z.number().int() })),
});
export type SellerAnalytics = z.infer<typeof sellerAnalyticsSchema>;

/** Commission on a sale: basis points of the gross, rounded to the paisa. */
export function commissionOf(gross: number, rateBp: number): number {
  return Math.round((gross * rateBp) / 10_000);
}

/** The seller menu's "To pack: N": confirmed parts of this seller's still pending or processing. */
export const sellerToPackSchema = z.object({ count: z.number().int() });
export type SellerToPack = z.infer<typeof sellerToPackSchema>;
