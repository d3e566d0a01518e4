import type { Return } from '@onsale/core/contracts/returns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerReturnsQueryKey } from './get-seller-returns';

export const sellerReturnQueryKey = (id: string) => [...sellerReturnsQueryKey, 'one', id] as const;

export const getSellerReturn = async (id: string) =>
  (await apiFetch<{ data: Return }>(`/seller/returns/${encodeURIComponent(id)}`)).data;

export const sellerReturnQuery = (id: string) =>
  queryOptions({
    queryKey: sellerReturnQueryKey(id),
    queryFn: () => getSellerReturn(id),
    retry: false,
    // moved on by the shopper, OnSale or the shop's deadlines: asked afresh on each visit
    staleTime: 0,
  });

export function useSellerReturn(id: string, enabled = true) {
  return useQuery({ ...sellerReturnQuery(id), enabled });
}
