import type { SellerAnalytics } from '@onsale/core/contracts/seller';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getSellerAnalytics = async (days: number) =>
  (await apiFetch<{ data: SellerAnalytics }>(`/seller/analytics?days=${days}`)).data;

export function useSellerAnalytics(days: number) {
  return useQuery({
    queryKey: ['seller', 'analytics', days],
    queryFn: () => getSellerAnalytics(days),
    placeholderData: keepPreviousData,
  });
}
