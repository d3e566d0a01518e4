import { shipmentSchema } from './shipment';
import { parcelEventsSchema } from './parcel-events';
import { z } from 'zod';
import { partCancellationSchema } from './cancellation';
import { orderLineSchema } from './order-line';
import { deliveryNotesSchema, orderAmountsSchema, orderRecipientSchema } from './order-recipient';
import { oneLine } from './text';
import { BUYER_ORDER_STATUSES, ORDER_STATUSES } from '../order-status';
import { PART_PAYMENT_STATUSES } from '../part-payment';
import { ORDER_CONFIRMATIONS } from '../order-confirmation';

export const ORDER_NOT_FOUND = 'Order not found';

/** A seller order's status, and the whole order's as its buyer sees it (never more than every part reached). */
const statusSchema = z.enum(ORDER_STATUSES);
const orderStatusSchema = z.enum(BUYER_ORDER_STATUSES);

/** One line of My Orders; money in paisa, dates ISO 8601. */
export const buyerOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  total: z.number().int(),
  status: orderStatusSchema,
  itemCount: z.number().int(),
});
export type BuyerOrderSummary = z.infer<typeof buyerOrderSummarySchema>;

/** The buyer's line also links to the product while it is still listed. */
export const buyerOrderItemSchema = orderLineSchema.extend({
  productSlug: z.string().nullable(),
  /** how many of it may still be returned now (core's returns): 0 outside the return window */
  returnable: z.number().int(),
  /** its returns not withdrawn, oldest first */
  returns: z.array(z.object({ id: z.string(), number: z.string(), statusLabel: z.string() })),
});
export type BuyerOrderItem = z.infer<typeof buyerOrderItemSchema>;

export const timelineEntrySchema = z.object({
  step: z.enum(['placed', 'processing', 'shipped', 'delivered', 'cancelled', 'refused']),
  label: z.string(),
  reached: z.boolean(),
  at: z.string().nullable(),
});

/** The part of an order one seller fulfils, with its own status and timeline. */
export const buyerSellerOrderSchema = z.object({
  id: z.string(),
  sellerName: z.string(),
  status: statusSchema,
  ...orderAmountsSchema.pick({ subtotal: true, shipping: true }).shape,
  ...partCancellationSchema.shape,
  /** paisa: what the rider collects for this parcel (core's cashToCollect), its share of the coupon taken off */
  cashToCollect: z.number().int(),
  /** pending, paid once delivered (or recorded by hand), not charged when cancelled */
  paymentStatus: z.enum(PART_PAYMENT_STATUSES),
  /** the courier and tracking number, once handed to a courier */
  shipment: shipmentSchema,
  /** the parcel's timeline once handed to a courier, oldest first */
  parcelEvents: parcelEventsSchema,
  timeline: z.array(timelineEntrySchema),
  /** the last moment its items may be returned, once delivered; null before */
  returnableUntil: z.string().nullable(),
  items: z.array(buyerOrderItemSchema),
});
export type BuyerSellerOrder = z.infer<typeof buyerSellerOrderSchema>;

export const buyerOrderDetailSchema = buyerOrderSummarySchema.extend({
  paymentMethod: z.string(),
  /** the parts' payments summed up (core's orderPaymentStatus), never stored */
  paymentStatus: z.enum(PART_PAYMENT_STATUSES),
  ...orderAmountsSchema.shape,
  tax: z.number().int(),
  /** paisa of the total paid with OnSale credit; the riders collect the rest */
  credit: z.number().int(),
  couponCode: z.string().nullable(),
  ...orderRecipientSchema.shape,
  ...deliveryNotesSchema.shape,
  sellerOrders: z.array(buyerSellerOrderSchema),
  /** awaiting: no seller packs it until the shopper confirms */
  confirmation: z.enum(ORDER_CONFIRMATIONS),
  confirmationDueAt: z.string().nullable(),
});
export type BuyerOrderDetail = z.infer<typeof buyerOrderDetailSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(100).check(oneLine()) });
