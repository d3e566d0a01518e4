import type { SellerProfile } from '@onsale/core/contracts/seller';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const sellerProfileQueryKey = ['seller', 'profile'] as const;

export const getSellerProfile = async () => (await apiFetch<{ data: SellerProfile }>('/seller/profile')).data;

export function useSellerProfile() {
  return useQuery({ queryKey: sellerProfileQueryKey, queryFn: getSellerProfile, staleTime: 30_000 });
}
