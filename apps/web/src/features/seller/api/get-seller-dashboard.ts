import type { SellerDashboard } from '@onsale/core/contracts/seller';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getSellerDashboard = async () => (await apiFetch<{ data: SellerDashboard }>('/seller/dashboard')).data;

export function useSellerDashboard() {
  return useQuery({ queryKey: ['seller', 'dashboard'], queryFn: getSellerDashboard });
}
