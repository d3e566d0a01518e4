import type { Coupon } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getCoupons = async () => (await apiFetch<{ data: Coupon[] }>('/admin/coupons')).data;

export function useCoupons() {
  return useQuery({ queryKey: [...adminKey, 'coupons'], queryFn: getCoupons });
}
