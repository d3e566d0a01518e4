import type { Attention } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getAttention = async () => (await apiFetch<{ data: Attention }>('/admin/attention')).data;

/** What needs an admin's attention, for the sidebar badge; refreshed every minute. */
export function useAttention(enabled: boolean) {
  return useQuery({
    queryKey: [...adminKey, 'attention'],
    queryFn: getAttention,
    staleTime: 0,
    refetchInterval: 60_000,
    enabled,
  });
}
