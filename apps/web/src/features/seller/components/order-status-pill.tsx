import { normaliseOrderStatus, ORDER_STATUS_BADGES, ORDER_STATUS_LABELS } from '@onsale/core/order-status';

/** The spec's badge colours: pending warning, processing info, shipped primary, delivered success, cancelled danger. */
export function OrderStatusPill({ status }: { status: string }) {
  const known = normaliseOrderStatus(status);
  const colour = ORDER_STATUS_BADGES[known];
  return <span className={`badge text-bg-${colour}`}>{ORDER_STATUS_LABELS[known]}</span>;
}
