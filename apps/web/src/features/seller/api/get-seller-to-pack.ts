import type { SellerToPack } from '@onsale/core/contracts/seller';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerOrdersQueryKey } from './get-seller-orders';

export const getSellerToPack = async () => (await apiFetch<{ data: SellerToPack }>('/seller/orders/to-pack')).data;

/** The menu's "To pack: N", refreshed with the orders (a status change) and every minute. */
export function useSellerToPack(enabled: boolean) {
  return useQuery({
    queryKey: [...sellerOrdersQueryKey, 'to-pack'],
    queryFn: getSellerToPack,
    enabled,
    refetchInterval: 60_000,
  });
}
