import { COURIERS } from '@onsale/core/couriers';
import { DELIVERY_STAGES, PARCEL_EVENT_SOURCES, PARCEL_EVENTS, RETURN_CONDITIONS } from '@onsale/core/parcel-events';
import { sql } from 'drizzle-orm';
import { CANCELLED_BY } from '@onsale/core/cancellation';
import { ORDER_CONFIRMATION_METHODS, ORDER_CONFIRMATIONS } from '@onsale/core/order-confirmation';
import { PART_PAYMENT_STATUSES } from '@onsale/core/part-payment';
import { CREDIT_ENTRY_KINDS } from '@onsale/core/credit';
import { RETURN_REASONS, RETURN_STATUSES, RETURN_WANTS } from '@onsale/core/returns';
import { BANK_ACCOUNT_STATUSES, LEDGER_KINDS, PAYOUT_STATUSES } from '@onsale/core/finance';
import { REMITTANCE_STATUSES } from '@onsale/core/remittances';
import type { CacheFigures, LoggedError } from '@onsale/core/contracts/system';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  customType,
  boolean,
  date,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Money columns are integer paisa. Every table carries created_at / updated_at. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const id = () => uuid('id').primaryKey().defaultRandom();

/** A PostgreSQL full-text document: its words reduced to their stems, each weighted by where it stands. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// ─── Accounts ───────────────────────────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'), // null for an account made at guest checkout until a password is set
    username: text('username').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    isAdmin: boolean('is_admin').notNull().default(false),
    // set when the owner proves the address (a link e-mailed to it); guest orders with this e-mail show in the account only then
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // sha-256 of the cookie's token: a leaked table cannot sign anyone in
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One-time links: password reset, set-password for accounts made at checkout, and e-mail verification. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(), // sha-256 of the token in the link
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset_password', 'set_password', 'verify_email'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('account_tokens_user_id_idx').on(t.userId)],
);

export const STORE_CATEGORIES = [
  'Clothing & Apparel',
  'Footwear',
  'Accessories',
  'Beauty & Personal Care',
  'Home & Living',
  'Electronics',
  'Other',
] as const;

export const sellerProfiles = pgTable(
  'seller_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandName: text('brand_name').notNull(),
    businessDescription: text('business_description').notNull(),
    website: text('website'),
    storeCategory: text('store_category').notNull(),
    taxId: text('tax_id'),
    logo: text('logo'),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'blocked'] })
      .notNull()
      .default('pending'),
    commissionRateBp: integer('commission_rate_bp').notNull().default(1000), // basis points: 1000 = 10%
    ...timestamps,
  },
  (t) => [index('seller_profiles_status_idx').on(t.status)],
);

// ─── Catalogue ──────────────────────────────────────────────────────────────
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false), // an admin took it out of the shop, with its products
    // The size chart of its products that have none of their own (a sub-category's, else its top category's).
    defaultSizeChartId: uuid('default_size_chart_id').references((): AnyPgColumn => sizeCharts.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId, t.position)],
);

/** A measurement in cm of one size of a chart, one per measurement, in the chart's order. */
export interface SizeChartRowValue {
  size: string;
  values: number[];
}

/**
 * A size chart (decision 0050): a seller's own, attached to their products, or the marketplace's
 * (no seller), kept by the admins as a category's default. Rows are sizes, one value in cm per
 * measurement; the contract checks their shape before they are written.
 */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: id(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    measurements: text('measurements').array().notNull(),
    rows: jsonb('rows').$type<SizeChartRowValue[]>().notNull(),
    howToMeasure: text('how_to_measure').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('size_charts_seller_id_idx').on(t.sellerId, t.name)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    websiteValue: text('website_value').notNull(),
    description: text('description').notNull().default(''),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('brands_seller_id_idx').on(t.sellerId)],
);

/**
 * The addresses a brand had before it was renamed: `/brand/<old slug>` moves to the brand's page.
 * A brand that takes one of these slugs as its own takes the address too (its row is removed).
 */
export const brandSlugHistory = pgTable(
  'brand_slug_history',
  {
    oldSlug: text('old_slug').primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_slug_history_brand_id_idx').on(t.brandId)],
);

export const banners = pgTable('banners', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  link: text('link'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['seller', 'manual', 'scraped'] })
      .notNull()
      .default('manual'),
    sourceUrl: text('source_url'), // the page or feed row an import came from: re-importing updates
    website: text('website').notNull(), // source site for scraped items, brand slug otherwise
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    brandName: text('brand_name').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    topCategoryId: uuid('top_category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''), // sanitized HTML
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    discountPercent: smallint('discount_percent').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image').notNull(),
    gallery: text('gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A picture per colour, colour → address (decision 0051): only colours the product offers.
    colorImages: jsonb('color_images')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    videoUrl: text('video_url'),
    // its own size chart; without one it shows its category's default (decision 0050)
    sizeChartId: uuid('size_chart_id').references(() => sizeCharts.id, { onDelete: 'set null' }),
    stock: integer('stock').notNull().default(0),
    // Counts the writes to what the product forms show, stock included: a form's save names the version it read (decision 0019).
    version: integer('version').notNull().default(1),
    featured: boolean('featured').notNull().default(false),
    searchText: text('search_text').notNull(), // lower-cased name, description, brand and category names
    // The search's words (decision 0045): English stems, name and brand weighted above colours,
    // sizes and keywords, above the description and category names. `search_words_of` joins a list
    // as one text, as a generated column needs.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name || ' ' || brand_name), 'A') || setweight(to_tsvector('english', search_words_of(colors) || ' ' || search_words_of(sizes) || ' ' || search_words_of(keywords)), 'B') || setweight(to_tsvector('english', search_text), 'D')`,
      ),
    // What a search's words are looked for in (decision 0068): the lower-cased text, colours, sizes
    // and keywords, then every English stem of them, so that one substring condition per word finds
    // both "kurt" (a substring) and "kurtas" (its stem "kurta"), and one trigram index scan finds
    // the products holding every word of a search.
    searchTerms: text('search_terms')
      .notNull()
      .generatedAlwaysAs(
        sql`search_text || ' ' || lower(search_words_of(colors) || ' ' || search_words_of(sizes) || ' ' || search_words_of(keywords)) || ' ' || search_words_of(tsvector_to_array(to_tsvector('english', name || ' ' || brand_name || ' ' || search_words_of(colors) || ' ' || search_words_of(sizes) || ' ' || search_words_of(keywords) || ' ' || search_text)))`,
      ),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Public: kept by the database's product_hidden_reason rule on every change that moves it (decision 0020).
    listed: boolean('listed').notNull().default(false),
    // The honest discount (decision 0031): discount_percent, on_sale and shown_original_price are what
    // shoppers see, kept by the database's honest_price rule on every price change; the claim stays here.
    claimedDiscountPercent: smallint('claimed_discount_percent').notNull().default(0),
    shownOriginalPrice: integer('shown_original_price'),
    lowestPrice30d: integer('lowest_price_30d'),
    originalChargedDays: smallint('original_charged_days').notNull().default(0),
    discountCorrection: text('discount_correction', { enum: ['never-charged', 'charged-too-briefly'] }),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_discount_check', sql`${t.discountPercent} between 0 and 100`),
    // The shop reads only public products: its sort indexes hold only those.
    index('products_category_discount_idx')
      .on(t.categoryId, t.discountPercent.desc(), t.id)
      .where(sql`${t.listed}`),
    // A sub-category page sorted by price or newest reads its page from these instead of sorting thousands of rows.
    index('products_category_price_idx')
      .on(t.categoryId, t.price, t.id)
      .where(sql`${t.listed}`),
    index('products_category_created_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.listed}`),
    index('products_top_category_discount_idx')
      .on(t.topCategoryId, t.discountPercent.desc(), t.id)
      .where(sql`${t.listed}`),
    index('products_top_category_price_idx')
      .on(t.topCategoryId, t.price, t.id)
      .where(sql`${t.listed}`),
    index('products_top_category_created_idx')
      .on(t.topCategoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.listed}`),
    // The sale's three orders (biggest discount, price, newest), products_on_sale_discount_idx,
    // products_on_sale_price_idx and products_on_sale_created_idx, are made by migration 0039, not
    // here: they also carry what a search's words are looked for in (INCLUDE, which this builder
    // cannot write), so that a common search reads them alone until its page is full (decision 0071).
    // So is products_on_sale_category_price_idx, the sale's price order by category, along which a
    // search sorted by price walks only the categories that may hold its words (decision 0072).
    // The admins' list of public products whose discount the rule corrected.
    index('products_discount_correction_idx')
      .on(t.priceChangedAt.desc())
      .where(sql`${t.discountCorrection} is not null and ${t.listed}`),
    index('products_featured_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.featured} and ${t.listed}`),
    index('products_seller_id_idx').on(t.sellerId, t.createdAt.desc()),
    // A chart's products, for its delete to unset them without reading every product.
    index('products_size_chart_id_idx')
      .on(t.sizeChartId)
      .where(sql`${t.sizeChartId} is not null`),
    // Whether a brand holds a public product (GET /api/brands): one index probe per brand, also for a brand with none.
    index('products_brand_id_idx')
      .on(t.brandId)
      .where(sql`${t.listed}`),
    index('products_website_idx').on(t.website),
    index('products_brand_name_idx').on(t.brandName),
    uniqueIndex('products_source_url_key').on(t.sourceUrl),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.onSale} and ${t.listed}`),
    // A search's best matches, the products whose name or brand hold every word (decision 0045):
    // read from their own index, so a word most products hold in their description costs no more
    // than the few whose name holds it.
    index('products_search_title_idx')
      .using('gin', sql`to_tsvector('english', ${t.name} || ' ' || ${t.brandName})`)
      .where(sql`${t.onSale} and ${t.listed}`),
    // The storefront's search (sale products a shopper may see): every word of a search in one
    // scan of this index, which intersects them itself, instead of reading every product that
    // holds the first word to test the others.
    index('products_sale_search_terms_idx')
      .using('gin', t.searchTerms.op('gin_trgm_ops'))
      .where(sql`${t.onSale} and ${t.listed}`),
  ],
);

/**
 * A product's stock split by size and colour (its variants): one row per size × colour it offers,
 * '' for a product without sizes or without colours. A product with no rows sells from its own
 * stock; one with rows keeps `products.stock` as their sum, written in the same statement.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    sku: text('sku'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size, t.color] }),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

// ─── Orders ─────────────────────────────────────────────────────────────────
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull().unique(), // OS-2026-001001-K7QX: the sequence, then a random part so numbers cannot be guessed in turn
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // false for a guest order filed under the account of its e-mail: it shows there once that e-mail is verified
    placedSignedIn: boolean('placed_signed_in').notNull().default(false),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    landmark: text('landmark').notNull().default(''),
    deliveryInstructions: text('delivery_instructions').notNull().default(''),
    paymentMethod: text('payment_method', { enum: ['cod'] })
      .notNull()
      .default('cod'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    /** the OnSale credit the shopper paid part of the total with (core's credit); the riders collect the rest */
    credit: integer('credit').notNull().default(0),
    couponCode: text('coupon_code'),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    /** the customer's phone normalised to +92…: the key of the phone's record of orders, confirmations and refusals */
    phone: text('phone').notNull().default(''),
    /**
     * Whether the shopper has confirmed a cash-on-delivery order (core's order-confirmation rule):
     * sellers pack only a confirmed order. Orders placed before confirmations existed are confirmed.
     */
    confirmation: text('confirmation', { enum: ORDER_CONFIRMATIONS }).notNull().default('confirmed'),
    /** how it was confirmed: trusted shopper, policy off, the e-mailed link, the SMS code, or by phone */
    confirmedBy: text('confirmed_by', { enum: ORDER_CONFIRMATION_METHODS }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** an order still awaiting confirmation after this is cancelled and its stock put back */
    confirmationDueAt: timestamp('confirmation_due_at', { withTimezone: true }),
    /** sha-256 of the one-time confirmation link's token; cleared once used */
    confirmationTokenHash: text('confirmation_token_hash'),
    /** sha-256 of the 6-digit code last sent by SMS, the wrong tries at it, and when it was sent */
    confirmationCodeHash: text('confirmation_code_hash'),
    confirmationCodeTries: integer('confirmation_code_tries').notNull().default(0),
    confirmationCodeSentAt: timestamp('confirmation_code_sent_at', { withTimezone: true }),
    /** calls with no answer, and the last one: the Order confirmations page shows them */
    confirmationCalls: integer('confirmation_calls').notNull().default(0),
    lastCalledAt: timestamp('last_called_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_buyer_id_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_phone_idx').on(t.phone, t.createdAt.desc()),
    index('orders_awaiting_confirmation_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmation} = 'awaiting'`),
  ],
);

export const SELLER_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refused'] as const;

export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }), // null: sold by the marketplace itself
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    discount: integer('discount').notNull().default(0),
    /** the part's share of the OnSale credit the order was paid with: its rider collects that much less */
    credit: integer('credit').notNull().default(0),
    commissionRateBp: integer('commission_rate_bp').notNull().default(0),
    status: text('status', { enum: SELLER_ORDER_STATUSES }).notNull().default('pending'),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** who cancelled the part, and why (core's cancel reasons) */
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** the part's cash on delivery: pending, paid when the rider collected it, not charged when cancelled */
    paymentStatus: text('payment_status', { enum: PART_PAYMENT_STATUSES }).notNull().default('pending'),
    cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true }),
    /** the courier it was handed to (core's COURIERS), its name when "other", and the courier's tracking number; set with Shipped */
    courier: text('courier', { enum: COURIERS }),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    /** where a shipped parcel is (core's parcel-events): with the courier, out for delivery, or after a failed attempt; null unless shipped */
    deliveryStage: text('delivery_stage', { enum: DELIVERY_STAGES }),
    /** a parcel returned to sender, checked back in by its seller: when, and in what condition (good: its stock is back) */
    returnCheckedAt: timestamp('return_checked_at', { withTimezone: true }),
    returnCondition: text('return_condition', { enum: RETURN_CONDITIONS }),
    /** when the seller was told of the confirmed order (e-mail and in-app), so they are told once */
    sellerNotifiedAt: timestamp('seller_notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('seller_orders_order_id_idx').on(t.orderId),
    index('seller_orders_seller_id_idx').on(t.sellerId, t.createdAt.desc()),
    index('seller_orders_status_idx').on(t.status),
    index('seller_orders_tracking_number_idx')
      .on(t.courier, t.trackingNumber)
      .where(sql`${t.trackingNumber} is not null`),
  ],
);

/**
 * A parcel's timeline after the seller hands it to a courier (core's parcel-events): each update,
 * who recorded it, and for a courier's update the courier's own event id, so the same update sent
 * again is recorded once.
 */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PARCEL_EVENTS }).notNull(),
    /** a failed attempt's reason */
    reason: text('reason').notNull().default(''),
    recordedBy: text('recorded_by', { enum: PARCEL_EVENT_SOURCES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** the courier whose update it was, and its id of the update */
    courier: text('courier', { enum: COURIERS }),
    courierEventId: text('courier_event_id'),
    /** when it happened: the courier's time for a courier's update */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parcel_events_seller_order_idx').on(t.sellerOrderId, t.id),
    uniqueIndex('parcel_events_courier_event_idx')
      .on(t.courier, t.courierEventId)
      .where(sql`${t.courierEventId} is not null`),
  ],
);

/**
 * A phone's record across the marketplace (its key normalised by core's normalisePhone): how many
 * of its orders were confirmed by the shopper and delivered, and when its parcels were refused. The
 * checkout reads one row to decide whether a cash-on-delivery order waits for confirmation; it
 * never writes it, so one busy phone never queues checkouts behind a row lock.
 */
export const phoneRecords = pgTable('phone_records', {
  phone: text('phone').primaryKey(),
  /** orders confirmed by their shopper (link, code or phone call) */
  confirmed: integer('confirmed').notNull().default(0),
  /** seller orders delivered to this phone */
  delivered: integer('delivered').notNull().default(0),
  /** when its parcels were refused at the door, newest last (the last 20) */
  refusedAt: timestamp('refused_at', { withTimezone: true })
    .array()
    .notNull()
    .default(sql`'{}'`),
  ...timestamps,
});

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull().default(''),
    image: text('image').notNull().default(''),
    price: integer('price').notNull(), // paisa per unit, copied at purchase
    quantity: integer('quantity').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    total: integer('total').notNull(),
    /** the line's place in the bag it was bought from, from 0; lines are read in this order */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_seller_order_id_idx').on(t.sellerOrderId),
    index('order_items_product_id_idx').on(t.productId),
  ],
);

export const returnNumberSequence = pgSequence('return_number_seq', { startWith: 1001 });

export type RefundAccount =
  | { kind: 'bank'; title: string; iban: string }
  | { kind: 'wallet'; title: string; wallet: 'jazzcash' | 'easypaisa'; number: string };

/**
 * A shopper's return of one item of a delivered parcel (core's returns): what comes back, why, what
 * the shopper wants instead, and each step's time. Its status moves only by one conditional UPDATE
 * from the statuses core's action allows.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }), // null: sold by the marketplace itself
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    quantity: integer('quantity').notNull(),
    /** set by the inspection: how many came back as they should */
    acceptedQuantity: integer('accepted_quantity'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** the photos' addresses, uploaded by the shopper */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** the shopper confirmed a beauty item is unopened */
    unopened: boolean('unopened').notNull().default(false),
    wants: text('wants', { enum: RETURN_WANTS }).notNull(),
    exchangeSize: text('exchange_size'),
    /** the exchange's size is held from stock (approved), and put back if the exchange does not happen */
    exchangeHeld: boolean('exchange_held').notNull().default(false),
    refundAccount: jsonb('refund_account').$type<RefundAccount>(),
    /** paisa: what the return gives back (core's refundOf): as asked, then as accepted */
    amount: integer('amount').notNull().default(0),
    /** paisa: the accepted items' part of it, less their coupon share (core's returnedGoods): what the seller's earnings give back */
    goodsAmount: integer('goods_amount').notNull().default(0),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    escalationNote: text('escalation_note').notNull().default(''),
    decisionNote: text('decision_note').notNull().default(''),
    /** the shopper's parcel back, where they sent it with a courier */
    backCourier: text('back_courier', { enum: COURIERS }),
    backCourierName: text('back_courier_name'),
    backTrackingNumber: text('back_tracking_number'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    inspectionNote: text('inspection_note').notNull().default(''),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    exchangeCourier: text('exchange_courier', { enum: COURIERS }),
    exchangeCourierName: text('exchange_courier_name'),
    exchangeTrackingNumber: text('exchange_tracking_number'),
    exchangeShippedAt: timestamp('exchange_shipped_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('returns_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('returns_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('returns_order_item_idx').on(t.orderItemId),
    index('returns_status_idx').on(t.status, t.createdAt.desc()),
    check('returns_quantity_check', sql`${t.quantity} > 0 and coalesce(${t.acceptedQuantity}, 0) <= ${t.quantity}`),
  ],
);

/** A shopper's OnSale credit: the balance, kept beside its ledger in the same statements, never below nothing. */
export const storeCreditAccounts = pgTable(
  'store_credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    ...timestamps,
  },
  (t) => [check('store_credit_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** Each credit and spend of a shopper's OnSale credit, with its order or return. */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    /** paisa: positive when credited, negative when spent */
    amount: integer('amount').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    sellerOrderId: uuid('seller_order_id').references(() => sellerOrders.id, { onDelete: 'set null' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_credit_entries_user_idx').on(t.userId, t.id.desc()),
    uniqueIndex('store_credit_entries_return_idx')
      .on(t.returnId)
      .where(sql`${t.kind} = 'return'`),
    uniqueIndex('store_credit_entries_given_back_idx')
      .on(t.sellerOrderId)
      .where(sql`${t.kind} = 'given_back'`),
  ],
);

// ─── Sellers' money (decision 0063) ──────────────────────────────────────────
/** A seller's bank account, one per seller: verified by an admin before a payout is sent to it; any change is verified again. */
export const sellerBankAccounts = pgTable('seller_bank_accounts', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountTitle: text('account_title').notNull(),
  bankName: text('bank_name').notNull(),
  iban: text('iban').notNull(),
  cnic: text('cnic'),
  ntn: text('ntn'),
  /** the pictures' addresses: the CNIC or the bank's letter, uploaded by the seller */
  documents: jsonb('documents').$type<string[]>().notNull().default([]),
  status: text('status', { enum: BANK_ACCOUNT_STATUSES }).notNull().default('pending'),
  refusalReason: text('refusal_reason').notNull().default(''),
  /** when the seller last entered it: what the admin verifies is this version */
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  ...timestamps,
});

export const payoutRunNumberSequence = pgSequence('payout_run_number_seq', { startWith: 1 });

/** An admin's payout run: every seller with a verified bank account and a payable balance above its minimum. */
export const payoutRuns = pgTable('payout_runs', {
  id: id(),
  number: text('number').notNull().unique(),
  minimum: integer('minimum').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    note: text('note').notNull().default(''),
    /** scheduled in a run until the admin marks it paid or failed; one recorded by hand is paid already */
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('paid'),
    runId: uuid('run_id').references(() => payoutRuns.id, { onDelete: 'set null' }),
    /** the account it is sent to, as it was when the run was made */
    accountTitle: text('account_title'),
    bankName: text('bank_name'),
    iban: text('iban'),
    reference: text('reference'),
    failureReason: text('failure_reason').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payouts_seller_id_idx').on(t.sellerId),
    index('payouts_run_idx').on(t.runId),
    // a seller is paid by one run at a time: two runs made at once cannot both pay the same balance
    uniqueIndex('payouts_one_scheduled_idx')
      .on(t.sellerId)
      .where(sql`${t.status} = 'scheduled'`),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A seller's ledger: every line that moves the seller's balance, written once in the transaction of
 * what it records, linked to its order part, return or payout; the balance is the sum of the lines.
 */
export const sellerLedgerEntries = pgTable(
  'seller_ledger_entries',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    sellerOrderId: uuid('seller_order_id').references(() => sellerOrders.id, { onDelete: 'set null' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'set null' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    gross: integer('gross').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    commissionRateBp: integer('commission_rate_bp'),
    commission: integer('commission').notNull().default(0),
    net: integer('net').notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** when it happened: delivered, accepted, adjusted, scheduled or failed */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** when it counts towards a payout: a sale after the return window, everything else at once */
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_ledger_seller_idx').on(t.sellerId, t.payableAt),
    uniqueIndex('seller_ledger_sale_idx')
      .on(t.sellerOrderId)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex('seller_ledger_return_idx')
      .on(t.returnId)
      .where(sql`${t.kind} = 'return'`),
    uniqueIndex('seller_ledger_payout_idx')
      .on(t.payoutId, t.kind)
      .where(sql`${t.kind} in ('payout', 'payout_returned')`),
    check(
      'seller_ledger_net_check',
      sql`${t.net} = ${t.gross} + ${t.shipping} - ${t.commission} or ${t.kind} not in ('sale', 'return')`,
    ),
  ],
);

/** A courier's cash-on-delivery remittance report as the admin uploaded it, with its counts. */
export const remittanceReports = pgTable('remittance_reports', {
  id: id(),
  courier: text('courier', { enum: COURIERS }).notNull(),
  fileName: text('file_name').notNull().default(''),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** Each row of a remittance report, matched to its parcel by courier and tracking number (decision 0064). */
export const courierRemittances = pgTable(
  'courier_remittances',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => remittanceReports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    courier: text('courier', { enum: COURIERS }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** paisa: what the courier says it collected, and its fee */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    remittedOn: date('remitted_on').notNull(),
    status: text('status', { enum: REMITTANCE_STATUSES }).notNull(),
    sellerOrderId: uuid('seller_order_id').references(() => sellerOrders.id, { onDelete: 'set null' }),
    /** paisa the rider should have collected for the parcel; null when no parcel matched */
    expected: integer('expected'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courier_remittances_report_idx').on(t.reportId, t.row),
    index('courier_remittances_status_idx').on(t.status, t.createdAt.desc()),
    // a parcel's cash is remitted once: a second row for it, in any report, is a duplicate
    uniqueIndex('courier_remittances_parcel_idx')
      .on(t.sellerOrderId)
      .where(sql`${t.status} in ('matched', 'amount_differs')`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(), // stored upper-case; compared case-insensitively
    percent: smallint('percent').notNull(),
    active: boolean('active').notNull().default(true),
    maxUses: integer('max_uses'), // null: no limit
    maxUsesPerShopper: integer('max_uses_per_shopper'), // null: no limit
    uses: integer('uses').notNull().default(0), // counted by checkout's statement
    ...timestamps,
  },
  // A checkout past the limit fails here, in its own statement, so concurrent orders cannot both take the last use.
  (t) => [check('coupons_uses_within_limit', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`)],
);

/**
 * A coupon's uses by one shopper key (see couponShopperKeys in core: account, e-mail or phone).
 * `max_uses` is the coupon's per-shopper limit as it was at the key's last use, copied so that the
 * check can hold each count to it: a use past it fails the checkout's statement, and the change of
 * a limit applies from the next use.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    shopper: text('shopper').notNull(),
    uses: integer('uses').notNull(),
    maxUses: integer('max_uses'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.couponCode, t.shopper] }),
    check('coupon_uses_within_limit', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

// ─── Buyer engagement ───────────────────────────────────────────────────────
export const brandFollows = pgTable(
  'brand_follows',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brand_follows_user_brand_key').on(t.userId, t.brandId),
    index('brand_follows_brand_id_idx')
      .on(t.brandId)
      .where(sql`${t.active}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('notifications_user_id_idx').on(t.userId, t.createdAt.desc())],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

// ─── Operations ─────────────────────────────────────────────────────────────
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ...timestamps,
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc())],
);

/** Shop settings an admin edits (shop name, support contacts, default commission). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/**
 * Who uploaded each picture, by the content hash its file is named after: a seller's product or
 * logo may only use a picture that seller uploaded. Two sellers uploading the same photo both own it.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    hash: text('hash').notNull(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.hash, t.uploaderId] }), index('media_uploads_uploader_idx').on(t.uploaderId)],
);

// ─── Background jobs ────────────────────────────────────────────────────────
/**
 * Work done away from requests (feed imports, brand-follow digests, the unused-upload sweep), run by
 * whichever node claims it first (`FOR UPDATE SKIP LOCKED`). While a job runs, `run_at` is the end
 * of its claim: a node that dies leaves the job to be claimed again once that time has passed.
 * A recurring job is one row per cluster, found by its `recurring_key`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    recurringKey: text('recurring_key'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    payload: jsonb('payload').notNull().default({}),
    /** what the job has done so far, written in the same transaction as the work it counts */
    progress: jsonb('progress'),
    result: jsonb('result'),
    /** counts claims; a claim's number is its token, so a worker whose claim was lost writes nothing */
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_recurring_key').on(t.recurringKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_kind_created_idx').on(t.kind, t.createdAt.desc()),
  ],
);

/**
 * Each app node's heartbeat, written every few seconds by the node itself: what the admin's System
 * page shows of every node, whichever node answers it. A node gone for a day is deleted.
 */
export const nodes = pgTable(
  'nodes',
  {
    /** random, new at each start of the process */
    id: text('id').primaryKey(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    rss: bigint('rss', { mode: 'number' }).notNull(),
    heapUsed: bigint('heap_used', { mode: 'number' }).notNull(),
    /** the event loop's delay, p99 over the last heartbeat period */
    eventLoopDelayMs: doublePrecision('event_loop_delay_ms').notNull(),
    caches: jsonb('caches').$type<CacheFigures[]>().notNull().default([]),
    /** the node's last errors logged, newest first */
    lastErrors: jsonb('last_errors').$type<Omit<LoggedError, 'nodeId'>[]>().notNull().default([]),
  },
  (t) => [index('nodes_heartbeat_at_idx').on(t.heartbeatAt)],
);

/** A product feed an admin uploaded, kept in pieces so that no step holds the whole file. */
export const importFeeds = pgTable('import_feeds', {
  id: id(),
  format: text('format', { enum: ['csv', 'json'] }).notNull(),
  bytes: integer('bytes').notNull().default(0),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const importFeedChunks = pgTable(
  'import_feed_chunks',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => importFeeds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.seq] })],
);

// ─── Honest deals (decision 0031) ───────────────────────────────────────────
/**
 * Every price a product has had: one row per change of price or original price, written by the
 * products trigger in the transaction of the change, with who made it (set per transaction).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    source: text('source', { enum: ['seller', 'admin', 'import', 'demo', 'system'] }).notNull(),
  },
  (t) => [index('price_history_product_at_idx').on(t.productId, t.at)],
);

/** The honest-discount rule's one setting, written from HONEST_PRICE_MIN_DAYS at start so the database rule reads it. */
export const priceRule = pgTable('price_rule', {
  id: smallint('id').primaryKey().default(1),
  minDays: smallint('min_days').notNull().default(7),
  ...timestamps,
});

/** A shopper's alert switches; no row means all on. */
export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceDrops: boolean('price_drops').notNull().default(true),
  restocks: boolean('restocks').notNull().default(true),
  brandDeals: boolean('brand_deals').notNull().default(true),
  ...timestamps,
});

/**
 * What a shopper asked to be told about one wishlist product: a price drop (below the price when
 * last told, or below a price they set) and its return to stock. Fired in the transaction that
 * changes the product, so each alert is told once.
 */
export const wishlistAlerts = pgTable(
  'wishlist_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceDrop: text('price_drop', { enum: ['off', 'any', 'below'] })
      .notNull()
      .default('off'),
    belowPrice: integer('below_price'),
    referencePrice: integer('reference_price').notNull(),
    backInStock: boolean('back_in_stock').notNull().default(false),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_alerts_product_id_idx').on(t.productId)],
);

// ─── Search ─────────────────────────────────────────────────────────────────
/**
 * The words of the product names and brands, for the search's spelling corrections ("khadi" →
 * "khaadi"): kept by the database's `search_words_add` triggers on products, never removed (a
 * correction that finds nothing is not offered).
 */
/**
 * A signed-in shopper's ask to be told when one size (and colour) of a product is back in stock
 * ("Notify me when M is back"). Told once: the row is deleted as its notification is written.
 */
export const sizeAlerts = pgTable(
  'size_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size, t.color] }),
    index('size_alerts_product_id_idx').on(t.productId),
  ],
);

export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Each category's search terms (decision 0072): every run of text between spaces of its products'
 * `search_terms`, '' for a category holding a run too long to keep. Written by the triggers on
 * `products` (migration 0040) and never taken back, so a category that holds no term containing a
 * search's word holds no product matching it: a search sorted by price walks only the categories
 * that may.
 */
export const categoryTerms = pgTable(
  'category_terms',
  {
    term: text('term').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.categoryId] }),
    index('category_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/** The admin's lists of phrases a search takes as one ("sneakers, trainers"), applied when a search is read. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: id(),
  terms: text('terms').notNull(),
  ...timestamps,
});

/**
 * How often shoppers searched for each query (its words joined by one space) on each day, and how
 * many products the latest of those searches found: the admin's "What shoppers could not find".
 * Each node adds its counts every half minute; rows older than 90 days are deleted then.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    results: integer('results').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
