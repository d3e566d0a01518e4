import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** Creates a coupon, or changes the percent and state of an existing code. */
export const saveCoupon = ({ existing, code, percent, active }: { existing: boolean; code: string; percent: number; active: boolean }) =>
  existing
    ? apiFetch<unknown>(`/admin/coupons/${encodeURIComponent(code)}`, { method: 'PUT', json: { percent, active } })
    : apiFetch<unknown>('/admin/coupons', { method: 'POST', json: { code, percent, active } });

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }) });
}
