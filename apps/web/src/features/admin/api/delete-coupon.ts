import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const deleteCoupon = (code: string) =>
  apiFetch<unknown>(`/admin/coupons/${encodeURIComponent(code)}`, { method: 'DELETE' });

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
