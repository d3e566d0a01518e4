import type { Return } from '@onsale/core/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const returnsQueryKey = ['returns'] as const;

/** GET /api/account/returns: the shopper's returns, newest first. */
export const getReturns = async () => (await apiFetch<{ data: Return[] }>('/account/returns')).data;

export function useReturns() {
  return useQuery({ queryKey: [...returnsQueryKey, 'list'], queryFn: getReturns, staleTime: 0 });
}
