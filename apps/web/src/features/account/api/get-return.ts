import type { Return } from '@onsale/core/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { returnsQueryKey } from './get-returns';

export const returnQueryKey = (id: string) => [...returnsQueryKey, 'detail', id] as const;

/** GET /api/account/returns/:id. */
export const getReturn = async (id: string) =>
  (await apiFetch<{ data: Return }>(`/account/returns/${encodeURIComponent(id)}`)).data;

export function useReturn(id: string) {
  return useQuery({
    queryKey: returnQueryKey(id),
    queryFn: () => getReturn(id),
    // "Return not found" stays not found: asking again would not change it.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
    staleTime: 0,
  });
}
