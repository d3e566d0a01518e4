import type { SellerAnalytics } from '@onsale/core/contracts/seller';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getSellerAnalytics = async () => (await apiFetch<{ data: SellerAnalytics }>('/seller/analytics')).data;

export function useSellerAnalytics() {
  return useQuery({ queryKey: ['seller', 'analytics'], queryFn: getSellerAnalytics });
}
