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
