import type { ReturnOptions } from '@onsale/core/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

/** GET /api/account/returns/options?itemId=…: what the request form may offer for one bought item. */
export const getReturnOptions = async (itemId: string) =>
  (await apiFetch<{ data: ReturnOptions }>(`/account/returns/options?itemId=${encodeURIComponent(itemId)}`)).data;

export function useReturnOptions(itemId: string) {
  return useQuery({
    queryKey: ['returns', 'options', itemId],
    queryFn: () => getReturnOptions(itemId),
    enabled: itemId !== '',
    // A 4xx (not found, cannot be returned) says why at once: asking again would not change it.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
    staleTime: 0,
  });
}
