import type { Paged } from '@onsale/core/contracts/api';
import type { SellerProduct } from '@onsale/core/contracts/seller';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SellerProductsFilter {
  q?: string;
  category?: string;
  page?: number;
}

export type SellerProductsPage = Paged<SellerProduct>;

export const sellerProductsQueryKey = ['seller', 'products'] as const;

export function getSellerProducts(filter: SellerProductsFilter): Promise<SellerProductsPage> {
  const params = new URLSearchParams({ pageSize: '24', page: String(filter.page ?? 1) });
  if (filter.q) params.set('q', filter.q);
  if (filter.category) params.set('category', filter.category);
  return apiFetch<SellerProductsPage>(`/seller/products?${params}`);
}

export function useSellerProducts(filter: SellerProductsFilter) {
  return useQuery({
    queryKey: [...sellerProductsQueryKey, filter],
    queryFn: () => getSellerProducts(filter),
    placeholderData: keepPreviousData,
  });
}
