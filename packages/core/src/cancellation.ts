/** Who may cancel a seller's part of an order, and the reasons they give. */
export const CANCELLED_BY = ['shopper', 'seller', 'admin', 'marketplace'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** The reasons a shopper chooses from when cancelling a part. */
export const SHOPPER_CANCEL_REASONS = [
  'Ordered by mistake',
  'Found it cheaper',
  'Delivery too slow',
  'Wrong size or colour',
  'Wrong address',
  'Other',
] as const;
