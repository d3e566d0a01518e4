import type { AdminOrder } from '@onsale/core/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const adminOrderQueryKey = (id: string) => [...adminKey, 'orders', 'one', id] as const;

export const getAdminOrder = async (id: string) => (await apiFetch<{ data: AdminOrder }>(`/admin/orders/${id}`)).data;

export const adminOrderQuery = (id: string) =>
  queryOptions({ queryKey: adminOrderQueryKey(id), queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQuery(id));
}
