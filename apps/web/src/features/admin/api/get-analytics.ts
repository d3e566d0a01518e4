import type { Analytics } from '@onsale/core/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getAnalytics = async (days: number) =>
  (await apiFetch<{ data: Analytics }>(`/admin/analytics?days=${days}`)).data;

export function useAnalytics(days: number) {
  return useQuery({
    queryKey: [...adminKey, 'analytics', days],
    queryFn: () => getAnalytics(days),
    placeholderData: keepPreviousData,
  });
}
