/**
 * The life of a seller order, written once: the server refuses any other change and the seller's
 * status dropdown offers only these next steps.
 */
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from './order-status';

/** A seller order moves through the same statuses the buyer sees. */
export const SELLER_ORDER_STATUSES = ORDER_STATUSES;
export type SellerOrderStatus = OrderStatus;
export const SELLER_ORDER_STATUS_LABELS = ORDER_STATUS_LABELS;

const NEXT_STATUSES: Record<SellerOrderStatus, readonly SellerOrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'refused'],
  delivered: [],
  cancelled: [],
  /** refused at the door: over; the parcel goes back (returns are a later step) */
  refused: [],
};

export function nextSellerOrderStatuses(from: SellerOrderStatus): readonly SellerOrderStatus[] {
  return NEXT_STATUSES[from];
}

export function canChangeSellerOrderStatus(from: SellerOrderStatus, to: SellerOrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** The statuses an order must be in for it to move to `to`: what a conditional UPDATE checks. */
export function sellerOrderStatusesBefore(to: SellerOrderStatus): SellerOrderStatus[] {
  return SELLER_ORDER_STATUSES.filter((from) => NEXT_STATUSES[from].includes(to));
}

/** Why a change is refused, in words a seller understands. */
export function sellerOrderStatusRefusal(from: SellerOrderStatus, to: SellerOrderStatus): string {
  if (from === to) return `The order is already ${SELLER_ORDER_STATUS_LABELS[to].toLowerCase()}`;
  if (from === 'cancelled') return 'A cancelled order cannot be changed';
  if (from === 'delivered') return 'A delivered order cannot be changed';
  if (from === 'refused') return 'An order refused at the door cannot be changed';
  if (to === 'cancelled')
    return `An order that is ${SELLER_ORDER_STATUS_LABELS[from].toLowerCase()} can no longer be cancelled`;
  const allowed = NEXT_STATUSES[from].map((s) => SELLER_ORDER_STATUS_LABELS[s]).join(' or ');
  return `A ${SELLER_ORDER_STATUS_LABELS[from].toLowerCase()} order can only be marked ${allowed}`;
}
