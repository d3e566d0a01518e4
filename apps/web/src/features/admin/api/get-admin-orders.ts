import type { Paged } from '@onsale/core/contracts/api';
import type { AdminOrderSummary } from '@onsale/core/contracts/admin';
import type { OrderStatus } from '@onsale/core/order-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export interface AdminOrdersFilter {
  status?: OrderStatus;
  sellerId?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

export const getAdminOrders = (filter: AdminOrdersFilter) =>
  apiFetch<Paged<AdminOrderSummary>>(`/admin/orders${queryString({ ...filter, pageSize: 20 })}`);

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({
    queryKey: [...adminKey, 'orders', filter],
    queryFn: () => getAdminOrders(filter),
    placeholderData: keepPreviousData,
  });
}
