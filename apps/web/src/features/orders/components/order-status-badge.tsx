import {
  BUYER_ORDER_STATUS_BADGES,
  BUYER_ORDER_STATUS_LABELS,
  normaliseBuyerOrderStatus,
} from '@onsale/core/order-status';

/**
 * An order's or a parcel's status in the spec's colours (pending warning, processing info, shipped
 * primary, delivered success, cancelled danger; partly shipped info, partly delivered primary);
 * anything else shows as Pending.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = normaliseBuyerOrderStatus(status);
  return (
    <span className={`badge text-bg-${BUYER_ORDER_STATUS_BADGES[known]} order-status-badge`}>
      {BUYER_ORDER_STATUS_LABELS[known]}
    </span>
  );
}
