import type { BuyerOrderDetail } from '@onsale/core/contracts/buyer-orders';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

export const getOrder = async (orderId: string) =>
  (await apiFetch<{ data: BuyerOrderDetail }>(`/account/orders/${encodeURIComponent(orderId)}`)).data;

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => getOrder(orderId),
    // "Not found" stays not found: asking again would not change it.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
    staleTime: 0,
  });
}
