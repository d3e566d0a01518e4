import type { SellerEarnings } from '@onsale/core/contracts/seller';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getSellerEarnings = async () => (await apiFetch<{ data: SellerEarnings }>('/seller/earnings')).data;

export function useSellerEarnings() {
  return useQuery({ queryKey: ['seller', 'earnings'], queryFn: getSellerEarnings });
}
