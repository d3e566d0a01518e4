import { shipmentSchema } from './shipment';
import { parcelEventsSchema } from './parcel-events';
import { z } from 'zod';
import { phoneNumberSchema } from '../phone';
import { PLACE_MESSAGES, POSTCODE_LENGTH, PROVINCES } from '../places';
import { ORDER_CONFIRMATIONS } from '../order-confirmation';
import { MAX_LINE_QUANTITY, QUANTITY_RULE, type BagLineStatus } from '../bag';
import { BUYER_ORDER_STATUSES, ORDER_STATUSES } from '../order-status';
import { PART_PAYMENT_STATUSES } from '../part-payment';
import { timelineEntrySchema } from './buyer-orders';
import { cancelReasonFields, checkCancelReason, partCancellationSchema } from './cancellation';
import { manyLines, oneLine } from './text';

// ─── Shipping details (spec section 5): one set of rules for the form and the order ─────────

export const SHIPPING_MESSAGES = {
  fullName: 'Please provide your full name.',
  email: 'Please provide a valid email address.',
  phone: 'Please provide your phone number.',
  postcode: PLACE_MESSAGES.postcode,
  address: 'Please provide your address.',
  city: 'Please provide your city.',
  state: PLACE_MESSAGES.province,
} as const;

export const MAX_BAG_LINES = 50;
export const INVALID_ORDER_DATA = 'Invalid order data';
export const INVALID_COUPON = 'Invalid coupon code';

const requiredText = (message: string, max: number, lines = oneLine()) =>
  z.string({ error: message }).trim().min(1, message).max(max).check(lines);
const optionalText = (max: number, lines = oneLine()) => z.string().trim().max(max).check(lines).optional();

/** Each shipping field's rule, named as the form names it. */
const shippingRules = {
  fullName: requiredText(SHIPPING_MESSAGES.fullName, 100),
  email: z
    .string({ error: SHIPPING_MESSAGES.email })
    .trim()
    .max(254, SHIPPING_MESSAGES.email)
    .check(oneLine())
    .pipe(z.email({ error: SHIPPING_MESSAGES.email })),
  // A Pakistani mobile or landline, kept in its +92 form (core's phone rule).
  phone: phoneNumberSchema(SHIPPING_MESSAGES.phone, SHIPPING_MESSAGES.phone),
  // Most Pakistani addresses are found without one: five digits, or nothing.
  postcode: z
    .string({ error: SHIPPING_MESSAGES.postcode })
    .trim()
    .regex(new RegExp(`^(\\d{${POSTCODE_LENGTH}})?$`), SHIPPING_MESSAGES.postcode)
    .default(''),
  address: requiredText(SHIPPING_MESSAGES.address, 300, manyLines()),
  city: requiredText(SHIPPING_MESSAGES.city, 100),
  // One of the provinces and territories (core's places), as the form's list names them.
  state: z
    .string({ error: SHIPPING_MESSAGES.state })
    .trim()
    .refine((value) => (PROVINCES as readonly string[]).includes(value), SHIPPING_MESSAGES.state),
  landmark: optionalText(200),
  deliveryInstructions: optionalText(500, manyLines()),
};

/** The shipping form in the browser (spec: shipping info fields). */
export const shippingFormSchema = z.object(shippingRules);
export type ShippingForm = z.input<typeof shippingFormSchema>;
export type ShippingDetails = z.output<typeof shippingFormSchema>;

// ─── POST /api/cart/quote and POST /api/docheckout ─────────────────────────────────────────

// Kept here rather than beside the bag rules, so the storefront's bag badge does not pull zod into the first download.
export const quantitySchema = z
  .number({ error: QUANTITY_RULE })
  .int(QUANTITY_RULE)
  .min(1, QUANTITY_RULE)
  .max(MAX_LINE_QUANTITY, QUANTITY_RULE);

const optionText = z.string().trim().max(60).check(oneLine()).nullish();

/** A bag line as the client sends it; any price or name it adds is ignored. */
export const checkoutItemSchema = z.object({
  product_id: z.string({ error: 'is required' }).trim().min(1).max(100).check(oneLine()),
  quantity: quantitySchema,
  size: optionText,
  color: optionText,
});
export type CheckoutItem = z.input<typeof checkoutItemSchema>;

const itemsSchema = z
  .array(checkoutItemSchema, { error: INVALID_ORDER_DATA })
  .min(1, INVALID_ORDER_DATA)
  .max(MAX_BAG_LINES, `must have at most ${MAX_BAG_LINES} lines`)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = `${item.product_id}|${item.size ?? ''}|${item.color ?? ''}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index], message: 'Each product, size and colour may appear only once' });
      seen.add(key);
    });
  });

export const cartQuoteBodySchema = z.object({
  items: itemsSchema,
  coupon: z.string().trim().max(40).check(oneLine()).nullish(),
});
export type CartQuoteBody = z.input<typeof cartQuoteBodySchema>;

export const QUOTE_LINE_STATUSES = [
  'available',
  'short',
  'out_of_stock',
  'gone',
  'choose',
] as const satisfies readonly BagLineStatus[];

/**
 * The current facts of one bag line: gone (no such product), a size or colour to choose, out of
 * stock, short (fewer than asked) or available.
 */
export const quoteLineSchema = z.object({
  productId: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  status: z.enum(QUOTE_LINE_STATUSES),
  product: z
    .object({
      slug: z.string(),
      name: z.string(),
      brand: z.string(),
      website: z.string(),
      image: z.string(),
      price: z.number().int(),
      originalPrice: z.number().int().nullable(),
      /** what this line can buy: its size and colour's stock where the product's stock is split */
      stock: z.number().int(),
      /** what the line has yet to choose: its product's stock was split by size or colour since it was added */
      choose: z.enum(['size', 'color']).nullable(),
    })
    .nullable(),
  lineTotal: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const totalsSchema = z.object({
  subtotal: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});

export const cartQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  /** over the lines that can be ordered as they are */
  totals: totalsSchema,
  coupon: z.object({ code: z.string(), percent: z.number().int() }).nullable(),
  couponError: z.string().nullable(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;

/** The spec's order body: shipping_cost is accepted and ignored; the server prices everything. */
export const checkoutBodySchema = z.object(
  {
    name: shippingRules.fullName,
    email: shippingRules.email,
    phone: shippingRules.phone,
    zipcode: shippingRules.postcode,
    address: shippingRules.address,
    city: shippingRules.city,
    state: shippingRules.state,
    landmark: shippingRules.landmark,
    delivery_instructions: shippingRules.deliveryInstructions,
    shipping_cost: z.unknown().optional(),
    payment_method: z.literal('cod', { error: 'must be cod (cash on delivery only)' }),
    items: itemsSchema,
    coupon: z.string().trim().max(40).check(oneLine()).nullish(),
    /** a signed-in shopper pays what their OnSale credit covers with it; the riders collect the rest */
    use_credit: z.boolean({ error: 'use_credit must be true or false' }).optional(),
  },
  { error: INVALID_ORDER_DATA },
);
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export type ParsedCheckoutBody = z.output<typeof checkoutBodySchema>;

/** The order body from the shipping form and the bag, as the checkout page sends it. */
export function checkoutBodyFrom(
  shipping: ShippingDetails,
  items: CheckoutItem[],
  coupon: string | null,
  useCredit = false,
): CheckoutBody {
  return {
    name: shipping.fullName,
    email: shipping.email,
    phone: shipping.phone,
    zipcode: shipping.postcode,
    address: shipping.address,
    city: shipping.city,
    state: shipping.state,
    landmark: shipping.landmark ?? '',
    delivery_instructions: shipping.deliveryInstructions ?? '',
    payment_method: 'cod',
    items,
    ...(coupon ? { coupon } : {}),
    ...(useCredit ? { use_credit: true } : {}),
  };
}

/** Money in paisa; order_status and payment_status are 0 while pending, as the spec's client reads them. */
export const checkoutOrderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  order_date: z.string(),
  order_status: z.number().int(),
  payment_status: z.number().int(),
  payment_method: z.literal('cod'),
  order_total: z.number().int(),
  shipping_cost: z.number().int(),
  tax_amount: z.number().int(),
  discount_amount: z.number().int(),
  grand_total: z.number().int(),
  /** paisa of the grand total paid with OnSale credit; the riders collect grand_total less this */
  credit_amount: z.number().int(),
  coupon_code: z.string().nullable(),
  order_items: z.array(
    z.object({
      product_id: z.string().nullable(),
      product: z.object({ name: z.string(), brand: z.string(), image: z.string() }),
      quantity: z.number().int(),
      price: z.number().int(),
      total: z.number().int(),
      size: z.string(),
      color: z.string(),
    }),
  ),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  landmark: z.string(),
  delivery_instructions: z.string(),
  /** awaiting: sellers pack it once the shopper confirms (by the e-mailed link, an SMS code or a call) */
  confirmation: z.enum(ORDER_CONFIRMATIONS),
  /** when an order still awaiting confirmation is cancelled */
  confirmation_due_at: z.string().nullable(),
  /** why this order is confirmed by a call only (a phone with too many refusals at the door); null otherwise */
  confirmation_note: z.string().nullable(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    order: checkoutOrderSchema,
    // Only the e-mail: whether it has an account, and any link into it, go to that address alone.
    customer: z.object({ email: z.string() }),
  }),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(8, 'must be 8 to 200 characters')
    .max(200, 'must be 8 to 200 characters')
    .regex(/^[\w.:-]+$/, 'may only hold letters, digits and . _ : -')
    .optional(),
});

// ─── POST /api/orders/track: a guest follows an order by its number and e-mail ──────────────

export const trackOrderBodySchema = z.object({
  orderNumber: z
    .string({ error: 'Please provide your order number.' })
    .trim()
    .min(1, 'Please provide your order number.')
    .max(40, 'Please provide your order number.')
    .check(oneLine()),
  email: shippingRules.email,
});
export type TrackOrderBody = z.input<typeof trackOrderBodySchema>;

/** What the tracking page shows: the order, the status the buyer sees, and each parcel's progress. */
export const trackedOrderSchema = checkoutOrderSchema.extend({
  status: z.enum(BUYER_ORDER_STATUSES),
  shipments: z.array(
    z.object({
      /** the seller order: what a cancel names */
      id: z.string(),
      sellerName: z.string(),
      status: z.enum(ORDER_STATUSES),
      ...partCancellationSchema.shape,
      /** paisa: what the rider collects for this parcel */
      cashToCollect: z.number().int(),
      paymentStatus: z.enum(PART_PAYMENT_STATUSES),
      /** the courier and tracking number, once handed to a courier */
      shipment: shipmentSchema,
      /** the parcel's timeline once handed to a courier, oldest first */
      parcelEvents: parcelEventsSchema,
      timeline: z.array(timelineEntrySchema),
      items: z.array(z.object({ name: z.string(), quantity: z.number().int(), size: z.string(), color: z.string() })),
    }),
  ),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** POST /api/orders/track/cancel: a guest cancels one parcel, proving the order again with its e-mail. */
export const trackCancelBodySchema = trackOrderBodySchema
  .extend({ sellerOrderId: z.string().trim().min(1).max(100).check(oneLine()), ...cancelReasonFields })
  .superRefine(checkCancelReason('shopper'));
export type TrackCancelBody = z.input<typeof trackCancelBodySchema>;
