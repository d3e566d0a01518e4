import {
  cashOnDeliveryRule,
  refusalsInWindow,
  type CashOnDeliverySettings,
  type PhoneRecord,
} from './cash-on-delivery';
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

/** The admin's confirmation settings. */
export interface ConfirmationSettings {
  confirmationPolicy: ConfirmationPolicy;
  /** paisa: with "Orders above an amount", an order whose total is over this waits for confirmation */
  confirmationAboveAmount: number;
  /** an order still awaiting confirmation this many hours after it was placed is cancelled */
  confirmationHours: number;
}

export const DEFAULT_CONFIRMATION_SETTINGS: ConfirmationSettings = {
  confirmationPolicy: 'new_shoppers',
  confirmationAboveAmount: 1_000_000,
  confirmationHours: 48,
};

/**
 * A trusted shopper's phone has been confirmed before, has taken a parcel at the door, and has
 * refused none in the last 90 days.
 */
export function isTrusted(record: { confirmed: number; delivered: number; refusedIn90Days: number }): boolean {
  return record.confirmed > 0 && record.delivered > 0 && record.refusedIn90Days === 0;
}

/** Whether a new cash-on-delivery order waits for its shopper's confirmation, by the admin's policy. */
export function needsConfirmation(input: {
  settings: ConfirmationSettings;
  trusted: boolean;
  /** the order's total, paisa */
  total: number;
}): boolean {
  switch (input.settings.confirmationPolicy) {
    case 'off':
      return false;
    case 'every_order':
      return true;
    case 'above_amount':
      return input.total > input.settings.confirmationAboveAmount;
    case 'new_shoppers':
      return !input.trusted;
  }
}

/** What the shopper is told while an order awaits confirmation, on the thank-you page, the order page and the receipt. */
export function awaitingConfirmationText(hours: number): string {
  return `Please confirm your order: sellers start packing once you confirm. An order not confirmed within ${hours} hours is cancelled.`;
}

export const ORDER_CONFIRMED_TEXT = 'Your order is confirmed. The sellers are packing it.';
/** The reason written on every part of an order cancelled for want of a confirmation. */
export const NOT_CONFIRMED_IN_TIME = 'Not confirmed in time';
/** A seller or admin tried to move on an order its shopper has not confirmed. */
export const AWAITING_CONFIRMATION_REFUSAL =
  'This order is awaiting confirmation by the shopper: it cannot be packed yet';

/** What the checkout does with a new cash-on-delivery order, from the policy and the phone's record. */
export type ConfirmationAtCheckout =
  | { kind: 'refuse'; message: string }
  | { kind: 'awaiting'; byCall: string | null }
  | { kind: 'confirmed'; method: 'trusted' | 'not_required' };

/**
 * The checkout's decision, in order: the cash-on-delivery rules may refuse the order or send it
 * to a call (core's cashOnDeliveryRule); otherwise a trusted phone confirms at once, and the policy
 * decides whether anybody else's order waits.
 */
export function confirmationAtCheckout(input: {
  settings: ConfirmationSettings & CashOnDeliverySettings;
  record: PhoneRecord;
  openUnconfirmed: number;
  total: number;
  now: Date;
}): ConfirmationAtCheckout {
  const verdict = cashOnDeliveryRule(input);
  if (verdict.kind === 'refuse') return verdict;
  if (verdict.kind === 'confirm_by_call') return { kind: 'awaiting', byCall: verdict.message };
  const trusted = isTrusted({ ...input.record, refusedIn90Days: refusalsInWindow(input.record, input.now) });
  if (needsConfirmation({ settings: input.settings, trusted, total: input.total }))
    return { kind: 'awaiting', byCall: null };
  return { kind: 'confirmed', method: trusted ? 'trusted' : 'not_required' };
}
