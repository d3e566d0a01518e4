/** Order statuses as the buyer and the seller see them (spec section 4). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refused'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refused: 'Refused at the door',
};

/**
 * Bootstrap badge colours: pending warning, processing info, shipped primary, delivered success,
 * cancelled and refused at the door danger.
 */
export const ORDER_STATUS_BADGES: Record<OrderStatus, 'warning' | 'info' | 'primary' | 'success' | 'danger'> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'danger',
  refused: 'danger',
};

/** A part that sold nothing: cancelled, or refused at the door. Revenue leaves these out. */
export const UNSOLD_ORDER_STATUSES = ['cancelled', 'refused'] as const satisfies readonly OrderStatus[];

/** Any value that is not a known status shows as Pending; 'in progress' is the old name of processing. */
export function normaliseOrderStatus(value: string | null | undefined): OrderStatus {
  const lower = (value ?? '').trim().toLowerCase();
  if (lower === 'in progress' || lower === 'in-progress') return 'processing';
  return (ORDER_STATUSES as readonly string[]).includes(lower) ? (lower as OrderStatus) : 'pending';
}

/**
 * The statuses of a whole order as its buyer sees it: a seller order's statuses, plus the two an
 * order split between sellers passes through when some parts have gone further than others.
 */
export const BUYER_ORDER_STATUSES = [
  'pending',
  'processing',
  'partly_shipped',
  'shipped',
  'partly_delivered',
  'delivered',
  'cancelled',
  'refused',
] as const;
export type BuyerOrderStatus = (typeof BUYER_ORDER_STATUSES)[number];

export const BUYER_ORDER_STATUS_LABELS: Record<BuyerOrderStatus, string> = {
  ...ORDER_STATUS_LABELS,
  partly_shipped: 'Partly shipped',
  partly_delivered: 'Partly delivered',
};

/**
 * A partly reached step wears the colour of the step before it (partly shipped info, partly
 * delivered primary), so the colour, like the words, never claims more than every part reached.
 */
export const BUYER_ORDER_STATUS_BADGES: Record<BuyerOrderStatus, (typeof ORDER_STATUS_BADGES)[OrderStatus]> = {
  ...ORDER_STATUS_BADGES,
  partly_shipped: 'info',
  partly_delivered: 'primary',
};

/** A buyer status as stored or sent; a seller order's status is one too, anything else shows as Pending. */
export function normaliseBuyerOrderStatus(value: string | null | undefined): BuyerOrderStatus {
  const lower = (value ?? '').trim().toLowerCase();
  return (BUYER_ORDER_STATUSES as readonly string[]).includes(lower)
    ? (lower as BuyerOrderStatus)
    : normaliseOrderStatus(lower);
}

/**
 * The status the buyer sees for an order, from its seller orders' statuses; it never claims more
 * than every part has reached:
 * - every seller order cancelled → cancelled; otherwise the cancelled ones are left out;
 * - a part refused at the door is over: every live part refused → refused; otherwise the refused
 *   ones are left out too, and of the rest:
 * - all delivered → delivered; some delivered → partly delivered;
 * - all shipped → shipped; some shipped → partly shipped;
 * - all processing → processing; else pending (a part not started holds the order at Pending).
 */
export function buyerOrderStatus(sellerOrderStatuses: readonly string[]): BuyerOrderStatus {
  const statuses = sellerOrderStatuses.map(normaliseOrderStatus);
  if (statuses.length === 0) return 'pending';
  const live = statuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  const going = live.filter((status) => status !== 'refused');
  if (going.length === 0) return 'refused';
  return progressOf(going);
}

function progressOf(live: readonly OrderStatus[]): BuyerOrderStatus {
  const all = (status: OrderStatus) => live.every((s) => s === status);
  const some = (status: OrderStatus) => live.some((s) => s === status);
  if (all('delivered')) return 'delivered';
  if (some('delivered')) return 'partly_delivered';
  if (all('shipped')) return 'shipped';
  if (some('shipped')) return 'partly_shipped';
  if (all('processing')) return 'processing';
  return 'pending';
}

export type TimelineStep = 'placed' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refused';
export interface TimelineEntry {
  step: TimelineStep;
  label: string;
  reached: boolean;
  at: string | null;
}

/**
 * The timeline of one seller order: Order Placed always; Processing when not pending; Shipped when
 * shipped or delivered; Delivered when delivered. A cancelled one shows Placed, then Cancelled; one
 * refused at the door shows Placed, Processing, Shipped, then Refused at the door (when it was
 * refused is the part's last change).
 */
export function orderTimeline(
  status: string,
  times: {
    placedAt: string;
    processingAt?: string | null;
    shippedAt?: string | null;
    deliveredAt?: string | null;
    cancelledAt?: string | null;
    refusedAt?: string | null;
  },
): TimelineEntry[] {
  const current = normaliseOrderStatus(status);
  const placed: TimelineEntry = { step: 'placed', label: 'Order Placed', reached: true, at: times.placedAt };
  if (current === 'cancelled')
    return [placed, { step: 'cancelled', label: 'Cancelled', reached: true, at: times.cancelledAt ?? null }];
  if (current === 'refused')
    return [
      placed,
      { step: 'processing', label: 'Processing', reached: true, at: times.processingAt ?? null },
      { step: 'shipped', label: 'Shipped', reached: true, at: times.shippedAt ?? null },
      { step: 'refused', label: 'Refused at the door', reached: true, at: times.refusedAt ?? null },
    ];
  const shipped = current === 'shipped' || current === 'delivered';
  const delivered = current === 'delivered';
  return [
    placed,
    {
      step: 'processing',
      label: 'Processing',
      reached: current !== 'pending',
      at: current !== 'pending' ? (times.processingAt ?? null) : null,
    },
    { step: 'shipped', label: 'Shipped', reached: shipped, at: shipped ? (times.shippedAt ?? null) : null },
    { step: 'delivered', label: 'Delivered', reached: delivered, at: delivered ? (times.deliveredAt ?? null) : null },
  ];
}

/** How the tracking page names where an order goes, once it is there or will not go: "Delivered to Ayesha Khan, Lahore." */
export const BUYER_DELIVERY_WORDS: Record<BuyerOrderStatus, string> = {
  pending: 'Delivering to',
  processing: 'Delivering to',
  shipped: 'Delivering to',
  partly_shipped: 'Delivering to',
  partly_delivered: 'Delivering to',
  delivered: 'Delivered to',
  cancelled: 'Was to be delivered to',
  refused: 'Was to be delivered to',
};
