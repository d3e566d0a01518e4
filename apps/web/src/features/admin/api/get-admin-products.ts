import type { Paged } from '@onsale/core/contracts/api';
import type { AdminProduct, ProductSourceFilter, ProductStockFilter } from '@onsale/core/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export interface AdminProductsFilter {
  source: ProductSourceFilter;
  stock: ProductStockFilter;
  q?: string;
  page: number;
}

export const getAdminProducts = (filter: AdminProductsFilter) =>
  apiFetch<Paged<AdminProduct>>(
    `/admin/products${queryString({ ...filter, stock: filter.stock === 'all' ? undefined : filter.stock, pageSize: 20 })}`,
  );

export function useAdminProducts(filter: AdminProductsFilter) {
  return useQuery({
    queryKey: [...adminKey, 'products', filter],
    queryFn: () => getAdminProducts(filter),
    placeholderData: keepPreviousData,
  });
}
