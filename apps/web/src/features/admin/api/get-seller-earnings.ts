import type { SellerEarnings } from '@onsale/core/contracts/seller';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getSellerEarnings = async (id: string) =>
  (await apiFetch<{ data: SellerEarnings }>(`/admin/sellers/${id}/earnings`)).data;

export function useSellerEarnings(id: string) {
  return useQuery({ queryKey: [...adminKey, 'sellers', id, 'earnings'], queryFn: () => getSellerEarnings(id) });
}
