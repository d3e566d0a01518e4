import { normaliseOrderStatus, ORDER_STATUS_BADGES, ORDER_STATUS_LABELS } from '@onsale/core/order-status';

/** pending warning, processing info, shipped primary, delivered success, cancelled danger; anything else shows as Pending. */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = normaliseOrderStatus(status);
  const colour = ORDER_STATUS_BADGES[known];
  return <span className={`badge text-bg-${colour} order-status-badge`}>{ORDER_STATUS_LABELS[known]}</span>;
}
