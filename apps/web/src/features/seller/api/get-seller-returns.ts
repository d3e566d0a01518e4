import type { Paged } from '@onsale/core/contracts/api';
import type { Return, ReturnListFilter } from '@onsale/core/contracts/returns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const sellerReturnsQueryKey = ['seller', 'returns'] as const;

export interface SellerReturnsFilter {
  filter: ReturnListFilter;
  page: number;
}

/** GET /api/seller/returns: this seller's returns, the open ones unless another filter is asked. */
export const getSellerReturns = ({ filter, page }: SellerReturnsFilter) =>
  apiFetch<Paged<Return>>(`/seller/returns?${new URLSearchParams({ filter, page: String(page) })}`);

export function useSellerReturns(filter: SellerReturnsFilter, enabled = true) {
  return useQuery({
    queryKey: [...sellerReturnsQueryKey, 'list', filter],
    queryFn: () => getSellerReturns(filter),
    placeholderData: keepPreviousData,
    // Returns move by others too (the shopper, OnSale, the shop's deadlines): asked afresh on each visit.
    staleTime: 0,
    enabled,
  });
}

/** The menu's count of open returns, refreshed with the list (an action) and every minute. */
export function useOpenSellerReturns(enabled: boolean) {
  return useQuery({
    queryKey: [...sellerReturnsQueryKey, 'list', { filter: 'open', page: 1 }],
    queryFn: () => getSellerReturns({ filter: 'open', page: 1 }),
    select: (answer) => answer.total,
    enabled,
    refetchInterval: 60_000,
  });
}
