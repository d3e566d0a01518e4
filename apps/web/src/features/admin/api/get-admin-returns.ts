import type { Paged } from '@onsale/core/contracts/api';
import type { Return, ReturnListFilter } from '@onsale/core/contracts/returns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export const adminReturnsQueryKey = [...adminKey, 'returns'] as const;

export interface AdminReturnsFilter {
  filter: ReturnListFilter;
  page: number;
}

/** GET /api/admin/returns: every seller's returns, the open ones unless another filter is asked. */
export const getAdminReturns = (filter: AdminReturnsFilter) =>
  apiFetch<Paged<Return>>(`/admin/returns${queryString({ ...filter })}`);

export function useAdminReturns(filter: AdminReturnsFilter) {
  return useQuery({
    queryKey: [...adminReturnsQueryKey, 'list', filter],
    queryFn: () => getAdminReturns(filter),
    placeholderData: keepPreviousData,
    // Returns move by sellers, shoppers and the shop's deadlines: asked afresh on each visit.
    staleTime: 0,
  });
}
