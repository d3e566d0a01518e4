import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export interface CouponChange {
  existing: boolean;
  code: string;
  percent: number;
  active: boolean;
  /** null: no limit; left out: an existing coupon's limit stays as it is */
  maxUses?: number | null;
  maxUsesPerShopper?: number | null;
}

/** Creates a coupon, or changes the percent, state and limits of an existing code. */
export const saveCoupon = ({ existing, code, ...values }: CouponChange) =>
  existing
    ? apiFetch<unknown>(`/admin/coupons/${encodeURIComponent(code)}`, { method: 'PUT', json: values })
    : apiFetch<unknown>('/admin/coupons', { method: 'POST', json: { code, ...values } });

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
