/**
 * Whether a cash-on-delivery order is confirmed by its shopper, written once: sellers pack only a
 * confirmed order. The server moves an order only along these transitions, each in one
 * conditional statement (`… where confirmation in (confirmationsBefore(to))`).
 */
export const ORDER_CONFIRMATIONS = ['awaiting', 'confirmed', 'cancelled'] as const;
export type OrderConfirmation = (typeof ORDER_CONFIRMATIONS)[number];

export const ORDER_CONFIRMATION_LABELS: Record<OrderConfirmation, string> = {
  awaiting: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

const NEXT: Record<OrderConfirmation, readonly OrderConfirmation[]> = {
  awaiting: ['confirmed', 'cancelled'],
  confirmed: [],
  cancelled: [],
};

export function canChangeConfirmation(from: OrderConfirmation, to: OrderConfirmation): boolean {
  return NEXT[from].includes(to);
}

/** The confirmations an order must be in for it to move to `to`: what a conditional UPDATE checks. */
export function confirmationsBefore(to: OrderConfirmation): OrderConfirmation[] {
  return ORDER_CONFIRMATIONS.filter((from) => NEXT[from].includes(to));
}

/** How an order came to be confirmed. */
export const ORDER_CONFIRMATION_METHODS = ['trusted', 'not_required', 'link', 'code', 'phone'] as const;
export type OrderConfirmationMethod = (typeof ORDER_CONFIRMATION_METHODS)[number];

/** Which new cash-on-delivery orders wait for confirmation: the admin's policy. */
export const CONFIRMATION_POLICIES = ['off', 'new_shoppers', 'every_order', 'above_amount'] as const;
export type ConfirmationPolicy = (typeof CONFIRMATION_POLICIES)[number];
export const CONFIRMATION_POLICY_LABELS: Record<ConfirmationPolicy, string> = {
  off: 'Off',
  new_shoppers: 'New shoppers only',
  every_order: 'Every order',
  above_amount: 'Orders above an amount',
};

/** What the admin records after calling the shopper. */
export const CONFIRMATION_OUTCOMES = ['confirmed_by_phone', 'no_answer', 'fake_order', 'buyer_cancelled'] as const;
export type ConfirmationOutcome = (typeof CONFIRMATION_OUTCOMES)[number];
export const CONFIRMATION_OUTCOME_LABELS: Record<ConfirmationOutcome, string> = {
  confirmed_by_phone: 'Confirmed by phone',
  no_answer: 'No answer',
  fake_order: 'Fake order',
  buyer_cancelled: 'Buyer cancelled',
};

export const NOT_CONFIRMED_NOTE = "Not confirmed yet – don't pack";
export const NO_LONGER_AWAITING = 'This order is no longer awaiting confirmation';
export const INVALID_CONFIRMATION_LINK = 'This confirmation link is no longer valid.';
