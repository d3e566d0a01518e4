import type { AwaitingConfirmation, AwaitingConfirmations } from '@onsale/core/contracts/order-confirmation';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const orderConfirmationsQueryKey = [...adminKey, 'order-confirmations'] as const;

/** GET /api/admin/order-confirmations: the orders awaiting their shopper's confirmation, oldest first. */
export const getOrderConfirmations = async (): Promise<AwaitingConfirmation[]> =>
  (await apiFetch<{ data: AwaitingConfirmations }>('/admin/order-confirmations')).data.orders;

/** Asked again every minute: new orders join the list while the admin calls. */
export function useOrderConfirmations() {
  return useQuery({ queryKey: orderConfirmationsQueryKey, queryFn: getOrderConfirmations, refetchInterval: 60_000 });
}
