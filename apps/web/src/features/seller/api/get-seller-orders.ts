import type { Paged } from '@onsale/core/contracts/api';
import type { SellerOrderSummary } from '@onsale/core/contracts/seller';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SellerOrdersFilter {
  status?: SellerOrderStatus;
  q?: string;
  page?: number;
}

export type SellerOrdersPage = Paged<SellerOrderSummary>;

export const sellerOrdersQueryKey = ['seller', 'orders'] as const;

export function getSellerOrders(filter: SellerOrdersFilter): Promise<SellerOrdersPage> {
  const params = new URLSearchParams({ pageSize: '24', page: String(filter.page ?? 1) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return apiFetch<SellerOrdersPage>(`/seller/orders?${params}`);
}

export function useSellerOrders(filter: SellerOrdersFilter, enabled = true) {
  return useQuery({
    queryKey: [...sellerOrdersQueryKey, filter],
    queryFn: () => getSellerOrders(filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
