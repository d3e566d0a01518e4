import { z } from 'zod';
import { CONFIRMATION_OUTCOMES, ORDER_CONFIRMATIONS } from '../order-confirmation';
import { CONFIRMATION_CODE_MESSAGES } from '../confirmation-code';
import { oneLine } from './text';

/** Requests and answers about confirming a cash-on-delivery order. Money in paisa, dates ISO 8601. */

export const orderConfirmationSchema = z.enum(ORDER_CONFIRMATIONS);

/** The e-mailed link's request: `POST /api/orders/confirm`. */
export const confirmOrderBodySchema = z.object({
  orderId: z.string().min(1).max(100).check(oneLine()),
  token: z.string().min(1).max(200).check(oneLine()),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

export const confirmedOrderSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  confirmation: orderConfirmationSchema,
});
export type ConfirmedOrder = z.infer<typeof confirmedOrderSchema>;

/** `POST /api/orders/:orderId/confirmation/send`: where the confirmation went, masked. */
export const confirmationSentSchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
});
export type ConfirmationSent = z.infer<typeof confirmationSentSchema>;

/** A line of the admin's Order confirmations page, oldest first. */
export const awaitingConfirmationSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  createdAt: z.string(),
  confirmationDueAt: z.string().nullable(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  total: z.number().int(),
  itemCount: z.number().int(),
  sellers: z.array(z.string()),
  calls: z.number().int(),
  lastCalledAt: z.string().nullable(),
  /** the phone's record across the marketplace */
  phoneRecord: z.object({
    orders: z.number().int(),
    delivered: z.number().int(),
    confirmed: z.number().int(),
  }),
});
export type AwaitingConfirmation = z.infer<typeof awaitingConfirmationSchema>;

export const confirmationOutcomeBodySchema = z.object({
  outcome: z.enum(CONFIRMATION_OUTCOMES, { error: 'Choose an outcome' }),
});
export type ConfirmationOutcomeBody = z.infer<typeof confirmationOutcomeBodySchema>;

/** `POST /api/orders/:orderId/confirmation/code`: the code from the SMS. */
export const confirmationCodeBodySchema = z.object({
  code: z
    .string({ error: CONFIRMATION_CODE_MESSAGES.format })
    .trim()
    .regex(/^\d{6}$/, CONFIRMATION_CODE_MESSAGES.format),
});
export type ConfirmationCodeBody = z.infer<typeof confirmationCodeBodySchema>;

export const awaitingConfirmationsSchema = z.object({ orders: z.array(awaitingConfirmationSchema) });
export type AwaitingConfirmations = z.infer<typeof awaitingConfirmationsSchema>;

/** What an outcome did: the order's confirmation now, and the calls without an answer so far. */
export const confirmationOutcomeAnswerSchema = z.object({
  orderId: z.string(),
  confirmation: orderConfirmationSchema,
  calls: z.number().int(),
});
export type ConfirmationOutcomeAnswer = z.infer<typeof confirmationOutcomeAnswerSchema>;
