/** Order statuses as the buyer and the seller see them (spec section 4). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Bootstrap badge colours: pending warning, processing info, shipped primary, delivered success, cancelled danger. */
export const ORDER_STATUS_BADGES: Record<OrderStatus, 'warning' | 'info' | 'primary' | 'success' | 'danger'> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

/** Any value that is not a known status shows as Pending; 'in progress' is the old name of processing. */
export function normaliseOrderStatus(value: string | null | undefined): OrderStatus {
  const lower = (value ?? '').trim().toLowerCase();
  if (lower === 'in progress' || lower === 'in-progress') return 'processing';
  return (ORDER_STATUSES as readonly string[]).includes(lower) ? (lower as OrderStatus) : 'pending';
}

/**
 * The status the buyer sees for an order split between sellers, from its seller orders' statuses:
 * - every seller order cancelled → cancelled;
 * - otherwise the cancelled ones are ignored, and of the rest:
 *   all delivered → delivered; any shipped or delivered → shipped; any processing → processing;
 *   else pending.
 * So the badge moves forward only when every live part of the order has, except that the first
 * parcel on its way already shows the order as shipped.
 */
export function buyerOrderStatus(sellerOrderStatuses: readonly string[]): OrderStatus {
  const statuses = sellerOrderStatuses.map(normaliseOrderStatus);
  if (statuses.length === 0) return 'pending';
  const live = statuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'delivered';
  if (live.some((status) => status === 'shipped' || status === 'delivered')) return 'shipped';
  if (live.some((status) => status === 'processing')) return 'processing';
  return 'pending';
}

export type TimelineStep = 'placed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export interface TimelineEntry {
  step: TimelineStep;
  label: string;
  reached: boolean;
  at: string | null;
}

/**
 * The timeline of one seller order: Order Placed always; Processing when not pending; Shipped when
 * shipped or delivered; Delivered when delivered. A cancelled one shows Placed, then Cancelled.
 */
export function orderTimeline(
  status: string,
  times: { placedAt: string; processingAt?: string | null; shippedAt?: string | null; deliveredAt?: string | null; cancelledAt?: string | null },
): TimelineEntry[] {
  const current = normaliseOrderStatus(status);
  const placed: TimelineEntry = { step: 'placed', label: 'Order Placed', reached: true, at: times.placedAt };
  if (current === 'cancelled') return [placed, { step: 'cancelled', label: 'Cancelled', reached: true, at: times.cancelledAt ?? null }];
  const shipped = current === 'shipped' || current === 'delivered';
  const delivered = current === 'delivered';
  return [
    placed,
    { step: 'processing', label: 'Processing', reached: current !== 'pending', at: current !== 'pending' ? (times.processingAt ?? null) : null },
    { step: 'shipped', label: 'Shipped', reached: shipped, at: shipped ? (times.shippedAt ?? null) : null },
    { step: 'delivered', label: 'Delivered', reached: delivered, at: delivered ? (times.deliveredAt ?? null) : null },
  ];
}
