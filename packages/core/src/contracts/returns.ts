import { z } from 'zod';
import { CREDIT_ENTRY_KINDS } from '../credit';
import { UUID_PATTERN } from '../ids';
import { pakistaniPhone } from '../phone';
import {
  isPakistaniIban,
  normaliseIban,
  PHOTO_NEEDED,
  RETURN_ACTIONS,
  RETURN_MESSAGES,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_WANTS,
  WALLETS,
  type ReturnAction,
} from '../returns';
import { SHIPMENT_MESSAGES, shipmentProblems } from '../couriers';
import { orderLineSchema } from './order-line';
import { shipmentFields, shipmentSchema } from './shipment';
import { manyLines, oneLine } from './text';

const uuid = (message = 'is not valid') => z.string().regex(UUID_PATTERN, message);

const note = z.string().trim().max(RETURN_NOTE_MAX_LENGTH, `must be at most ${RETURN_NOTE_MAX_LENGTH} characters`);

// ─── The shopper's request ──────────────────────────────────────────────────
/** GET /api/account/returns/options?itemId=…: what the form may offer for one bought item. */
export const returnOptionsQuerySchema = z.object({ itemId: z.string().max(100).optional() });

export const returnOptionsSchema = z.object({
  item: orderLineSchema,
  orderId: z.string(),
  orderNumber: z.string(),
  sellerName: z.string(),
  /** how many of the item may still be returned (bought, less any return not withdrawn) */
  returnable: z.number().int(),
  /** the last moment of the return window, ISO 8601 */
  returnableUntil: z.string(),
  /** paisa: the line's share of the parcel's coupon discount, for core's refundOf */
  lineDiscount: z.number().int(),
  /** beauty items come back only unopened: the form asks the shopper to confirm it */
  unopenedRequired: z.boolean(),
  /** the product's sizes and whether each is in stock now in the item's colour; empty for a one-size product */
  sizes: z.array(z.object({ size: z.string(), inStock: z.boolean() })),
  /** the product's size chart page, when it has one */
  productSlug: z.string().nullable(),
});
export type ReturnOptions = z.infer<typeof returnOptionsSchema>;

const refundAccountFields = {
  accountTitle: z.string().trim().max(100, RETURN_MESSAGES.accountTitle).check(oneLine()).optional(),
  iban: z.string().max(60, RETURN_MESSAGES.iban).transform(normaliseIban).optional(),
  wallet: z.enum(WALLETS, { error: RETURN_MESSAGES.wallet }).optional(),
  walletNumber: z.string().max(40, RETURN_MESSAGES.walletNumber).optional(),
};

/** POST /api/account/returns: one item of a delivered parcel, and what the shopper wants instead. */
export const returnRequestBodySchema = z
  .object({
    itemId: uuid('Item not found'),
    quantity: z
      .number({ error: 'Please choose how many' })
      .int('Please choose how many')
      .min(1, 'Please choose how many'),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    note: note.check(manyLines()).optional(),
    photos: z.array(z.string().max(500)).max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.tooManyPhotos).default([]),
    unopened: z.boolean().optional(),
    wants: z.enum(RETURN_WANTS, { error: RETURN_MESSAGES.wants }),
    exchangeSize: z.string().trim().max(40).check(oneLine()).optional(),
    ...refundAccountFields,
  })
  .superRefine((value, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (PHOTO_NEEDED.includes(value.reason) && value.photos.length === 0)
      problem('photos', RETURN_MESSAGES.photoNeeded);
    if (value.wants === 'exchange' && !value.exchangeSize) problem('exchangeSize', RETURN_MESSAGES.exchangeSize);
    if (value.wants === 'bank' || value.wants === 'wallet') {
      if (!value.accountTitle) problem('accountTitle', RETURN_MESSAGES.accountTitle);
    }
    if (value.wants === 'bank' && !(value.iban && isPakistaniIban(value.iban))) problem('iban', RETURN_MESSAGES.iban);
    if (value.wants === 'wallet') {
      if (!value.wallet) problem('wallet', RETURN_MESSAGES.wallet);
      if (!value.walletNumber || !pakistaniPhone(value.walletNumber))
        problem('walletNumber', RETURN_MESSAGES.walletNumber);
    }
  });
export type ReturnRequestBody = z.input<typeof returnRequestBodySchema>;
export type ParsedReturnRequest = z.output<typeof returnRequestBodySchema>;

// ─── A return, as its shopper, seller and the admins read it ───────────────
/** A bank account (its IBAN) or a mobile wallet (which one, and its number), in the shopper's name. */
export const refundAccountSchema = z
  .object({
    kind: z.enum(['bank', 'wallet']),
    title: z.string(),
    iban: z.string().nullable(),
    wallet: z.enum(WALLETS).nullable(),
    number: z.string().nullable(),
  })
  .nullable();

const ACTIONS = Object.keys(RETURN_ACTIONS) as [ReturnAction, ...ReturnAction[]];

export const returnSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(RETURN_STATUSES),
  statusLabel: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  sellerOrderId: z.string(),
  sellerName: z.string(),
  customerName: z.string(),
  item: orderLineSchema,
  quantity: z.number().int(),
  acceptedQuantity: z.number().int().nullable(),
  reason: z.enum(RETURN_REASONS),
  reasonLabel: z.string(),
  note: z.string(),
  photos: z.array(z.string()),
  unopened: z.boolean(),
  wants: z.enum(RETURN_WANTS),
  wantsLabel: z.string(),
  exchangeSize: z.string().nullable(),
  /** where a refund goes: the shopper's and the admins' to read; null for the seller, and for credit or an exchange */
  refundAccount: refundAccountSchema,
  /** paisa: what the return gives back (core's refundOf), as asked and then as accepted */
  amount: z.number().int(),
  rejectReason: z.string(),
  escalationNote: z.string(),
  decisionNote: z.string(),
  inspectionNote: z.string(),
  /** the parcel the shopper sent back, when sent with a courier */
  backShipment: shipmentSchema,
  /** the exchange's new parcel */
  exchangeShipment: shipmentSchema,
  refundReference: z.string().nullable(),
  requestedAt: z.string(),
  answerDueAt: z.string(),
  receivedAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** a refund not paid by its due day */
  pastDue: z.boolean(),
  /** what the caller may do next (core's nextReturnActions) */
  actions: z.array(z.enum(ACTIONS)),
});
export type Return = z.infer<typeof returnSchema>;

export const returnIdParamsSchema = z.object({ id: uuid(RETURN_MESSAGES.notFound) });

/** Which returns a list shows: the open ones (the default), those past due, those escalated, or all. */
export const RETURN_LIST_FILTERS = ['open', 'past_due', 'escalated', 'all'] as const;
export type ReturnListFilter = (typeof RETURN_LIST_FILTERS)[number];
export const returnListQuerySchema = z.object({
  filter: z.enum(RETURN_LIST_FILTERS, { error: 'must be open, past_due, escalated or all' }).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

// ─── Moving a return on ─────────────────────────────────────────────────────
const courierShipment = z.object({ action: z.literal('send'), ...shipmentFields }).superRefine((value, ctx) => {
  // Sending it back with a courier is optional; a courier named needs its tracking number.
  if (!value.courier && !value.trackingNumber) return;
  for (const { field, message } of shipmentProblems(value)) ctx.addIssue({ code: 'custom', message, path: [field] });
});

const exchangeShipment = z
  .object({ action: z.literal('ship_exchange'), ...shipmentFields })
  .superRefine((value, ctx) => {
    if (!value.courier || !value.trackingNumber)
      ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.trackingNumberRequired, path: ['trackingNumber'] });
    for (const { field, message } of shipmentProblems(value)) ctx.addIssue({ code: 'custom', message, path: [field] });
  });

/**
 * POST /api/{account,seller,admin}/returns/:id/actions: one move of core's RETURN_ACTIONS, with
 * what it needs. Each audience may take only its actor's actions; anything else is a 403.
 */
export const returnActionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({
      action: z.literal('reject'),
      reason: z.string().trim().min(1, RETURN_MESSAGES.rejectReason).max(RETURN_NOTE_MAX_LENGTH).check(manyLines()),
    }),
    z.object({ action: z.literal('escalate'), note: note.check(manyLines()).optional() }),
    z.object({ action: z.literal('overrule'), note: note.check(manyLines()).optional() }),
    z.object({ action: z.literal('uphold'), note: note.check(manyLines()).optional() }),
    z.object({ action: z.literal('withdraw') }),
    courierShipment,
    z.object({ action: z.literal('receive') }),
    z.object({
      action: z.literal('inspect'),
      accepted: z
        .number({ error: RETURN_MESSAGES.accepted })
        .int(RETURN_MESSAGES.accepted)
        .min(0, RETURN_MESSAGES.accepted),
      note: note.check(manyLines()).optional(),
    }),
    z.object({
      action: z.literal('refund'),
      reference: z.string().trim().min(1, RETURN_MESSAGES.refundReference).max(100).check(oneLine()),
    }),
    exchangeShipment,
  ],
  { error: 'Please choose what to do with the return' },
);
export type ReturnActionBody = z.input<typeof returnActionBodySchema>;
export type ParsedReturnAction = z.output<typeof returnActionBodySchema>;

// ─── OnSale credit ──────────────────────────────────────────────────────────
export const creditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  label: z.string(),
  /** paisa: positive when credited, negative when spent */
  amount: z.number().int(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  returnNumber: z.string().nullable(),
  at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** GET /api/account/credit: the balance and the latest entries, newest first. */
export const creditSchema = z.object({
  balance: z.number().int(),
  entries: z.array(creditEntrySchema),
});
export type Credit = z.infer<typeof creditSchema>;
