import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@onsale/core/order-status';

/** A status filter's options: "any status" (the empty value), then every status a seller order goes through. */
export function OrderStatusOptions({ anyLabel }: { anyLabel: string }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {ORDER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {ORDER_STATUS_LABELS[status]}
        </option>
      ))}
    </>
  );
}
