import { sellerOrderStatusesBefore, type SellerOrderStatus } from './seller-order-status';

/** Who may cancel a seller's part of an order, the reasons they give, and the words that say who did it. */
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

/** The reasons a seller chooses from when cancelling one of their orders. */
export const SELLER_CANCEL_REASONS = [
  'Out of stock',
  'Cannot deliver to this address',
  'Shopper asked to cancel',
  'Other',
] as const;

/** The reasons an admin chooses from when cancelling a seller's part. */
export const ADMIN_CANCEL_REASONS = ['Fake order', 'Shopper asked to cancel', 'Seller cannot fulfil', 'Other'] as const;

/** The reason whose words the canceller writes in a note. */
export const OTHER_CANCEL_REASON = 'Other';
/** A short note: it is shown in a sentence of an e-mail and a notice. */
export const CANCEL_NOTE_MAX_LENGTH = 200;

export const CANCEL_MESSAGES = {
  reasonRequired: 'Please give a reason for cancelling',
  noteRequired: 'Please say why you are cancelling',
  noteTooLong: `Please keep the reason under ${CANCEL_NOTE_MAX_LENGTH} characters`,
} as const;

/** The reasons each canceller may choose from; the marketplace's own cancels (expiry) name theirs in code. */
export const CANCEL_REASONS_BY: Record<Exclude<CancelledBy, 'marketplace'>, readonly string[]> = {
  shopper: SHOPPER_CANCEL_REASONS,
  seller: SELLER_CANCEL_REASONS,
  admin: ADMIN_CANCEL_REASONS,
};

/**
 * Why a cancel is refused before anything is read: no reason, a reason not on the canceller's list,
 * or "Other" without a note. Null when the reason is fine.
 */
export function cancelReasonRefusal(
  by: Exclude<CancelledBy, 'marketplace'>,
  reason: string | null | undefined,
  note?: string | null,
): string | null {
  const chosen = reason?.trim() ?? '';
  if (!chosen || !CANCEL_REASONS_BY[by].includes(chosen)) return CANCEL_MESSAGES.reasonRequired;
  const written = note?.trim() ?? '';
  if (chosen === OTHER_CANCEL_REASON && !written) return CANCEL_MESSAGES.noteRequired;
  if (written.length > CANCEL_NOTE_MAX_LENGTH) return CANCEL_MESSAGES.noteTooLong;
  return null;
}

/** The reason as it is kept and shown: the canceller's own words for "Other", else the chosen reason. */
export function cancelReasonText(reason: string, note?: string | null): string {
  const written = note?.trim() ?? '';
  return reason === OTHER_CANCEL_REASON ? written : reason;
}

/** Who cancelled, as the shopper reads it: "You cancelled", "The seller cancelled", "OnSale cancelled". */
export const CANCELLED_BY_WORDS: Record<CancelledBy, string> = {
  shopper: 'You cancelled',
  seller: 'The seller cancelled',
  admin: 'OnSale cancelled',
  marketplace: 'OnSale cancelled',
};

/** Who cancelled, as the seller and the admin read it. */
export const CANCELLED_BY_WORDS_FOR_THE_SHOP: Record<CancelledBy, string> = {
  ...CANCELLED_BY_WORDS,
  shopper: 'The shopper cancelled',
};

/**
 * "You cancelled: Found it cheaper" for the shopper ("The shopper cancelled: …" for the seller and
 * the admin), or just who cancelled when no reason was kept (older orders, read as the seller's).
 */
export function cancelledByLine(
  by: CancelledBy | null,
  reason: string,
  reader: 'shopper' | 'shop' = 'shopper',
): string {
  const who = (reader === 'shop' ? CANCELLED_BY_WORDS_FOR_THE_SHOP : CANCELLED_BY_WORDS)[by ?? 'seller'];
  return reason ? `${who}: ${reason}` : who;
}

/**
 * The seller's cancellation rate: parts the seller cancelled out of parts placed, as a percent
 * with one decimal ("4.2%"), or "—" when nothing was placed.
 */
export function formatCancellationRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;
}

/** A part may be cancelled while it is not yet handed to a courier (the seller-order-status rule). */
export function partMayBeCancelled(status: SellerOrderStatus): boolean {
  return sellerOrderStatusesBefore('cancelled').includes(status);
}

/** The window of a seller's cancellation rate. */
export const CANCELLATION_RATE_DAYS = 30;
