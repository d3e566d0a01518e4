import { formatRupees } from './money';

/**
 * The cash of one seller's part of a cash-on-delivery order: collected by the rider when the part
 * is delivered, never charged when it is cancelled.
 */
export const PART_PAYMENT_STATUSES = ['pending', 'paid', 'not_charged'] as const;
export type PartPaymentStatus = (typeof PART_PAYMENT_STATUSES)[number];

export const PART_PAYMENT_STATUS_LABELS: Record<PartPaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid (cash collected)',
  not_charged: 'Not charged',
};

/** A seller's part as checkout wrote it: its lines, its shipping, its share of the coupon and of the OnSale credit spent (shareOut). */
export interface PartAmounts {
  subtotal: number;
  shipping: number;
  discount: number;
  credit: number;
}

/**
 * What the rider collects for one parcel, in paisa: its lines and shipping less its share of the
 * coupon and of the OnSale credit the order was paid with. The parts of an order add up to the
 * order's total less its credit, because checkout shares both out to the paisa.
 */
export function cashToCollect(part: PartAmounts): number {
  return part.subtotal + part.shipping - part.discount - part.credit;
}

/** "Pay Rs. 4,250 to the rider for this parcel". */
export function payRiderText(paisa: number): string {
  return `Pay ${formatRupees(paisa)} to the rider for this parcel`;
}

/**
 * What the shopper reads about one parcel's cash: what to pay while it is on its way, that it was
 * paid once delivered, and nothing for a cancelled part (there is nothing to pay).
 */
export function parcelCashText(part: { cash: number; paymentStatus: PartPaymentStatus }): string | null {
  if (part.paymentStatus === 'not_charged') return null;
  if (part.paymentStatus === 'paid') return `${PART_PAYMENT_STATUS_LABELS.paid}: ${formatRupees(part.cash)}`;
  return payRiderText(part.cash);
}

/**
 * The whole order's payment, worked out from its parts and never stored: paid when every part
 * still to be delivered or delivered has been paid, not charged when every part was cancelled,
 * pending otherwise.
 */
export function orderPaymentStatus(parts: ReadonlyArray<{ paymentStatus: PartPaymentStatus }>): PartPaymentStatus {
  const live = parts.filter((part) => part.paymentStatus !== 'not_charged');
  if (live.length === 0) return parts.length === 0 ? 'pending' : 'not_charged';
  return live.every((part) => part.paymentStatus === 'paid') ? 'paid' : 'pending';
}

/** The statuses a part must be in for the admin to record its cash by hand: handed to a courier or delivered. */
export const CASH_COLLECTABLE_STATUSES = ['shipped', 'delivered'] as const;
export const CASH_ALREADY_COLLECTED = 'The cash of this parcel has already been recorded as collected';
export const CASH_NOT_COLLECTABLE =
  'Cash can be recorded as collected only for a parcel that has been shipped or delivered';
