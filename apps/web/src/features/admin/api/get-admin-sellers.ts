import type { Paged } from '@onsale/core/contracts/api';
import type { SellerStatus } from '@onsale/core/contracts/accounts';
import type { AdminSeller } from '@onsale/core/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export interface AdminSellersFilter {
  status: 'all' | SellerStatus;
  q?: string;
  page: number;
}

export const getAdminSellers = (filter: AdminSellersFilter) =>
  apiFetch<Paged<AdminSeller>>(`/admin/sellers${queryString({ ...filter, pageSize: 20 })}`);

export function useAdminSellers(filter: AdminSellersFilter) {
  return useQuery({
    queryKey: [...adminKey, 'sellers', filter],
    queryFn: () => getAdminSellers(filter),
    placeholderData: keepPreviousData,
  });
}
