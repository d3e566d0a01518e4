import type { Return } from '@onsale/core/contracts/returns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminReturnsQueryKey } from './get-admin-returns';

export const adminReturnQueryKey = (id: string) => [...adminReturnsQueryKey, 'one', id] as const;

export const getAdminReturn = async (id: string) =>
  (await apiFetch<{ data: Return }>(`/admin/returns/${encodeURIComponent(id)}`)).data;

export const adminReturnQuery = (id: string) =>
  queryOptions({
    queryKey: adminReturnQueryKey(id),
    queryFn: () => getAdminReturn(id),
    retry: false,
    // moved on by the seller, the shopper or the shop's deadlines: asked afresh on each visit
    staleTime: 0,
  });

export function useAdminReturn(id: string) {
  return useQuery(adminReturnQuery(id));
}
