import type { SellerOrderDetail } from '@onsale/core/contracts/seller';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerOrdersQueryKey } from './get-seller-orders';

export const getSellerOrder = async (id: string) =>
  (await apiFetch<{ data: SellerOrderDetail }>(`/seller/orders/${encodeURIComponent(id)}`)).data;

export const sellerOrderQuery = (id: string) =>
  queryOptions({ queryKey: [...sellerOrdersQueryKey, 'one', id], queryFn: () => getSellerOrder(id), retry: false });

export function useSellerOrder(id: string, enabled = true) {
  return useQuery({ ...sellerOrderQuery(id), enabled });
}
