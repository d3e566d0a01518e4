import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const setSellerCommission = ({ id, commissionRateBp }: { id: string; commissionRateBp: number }) =>
  apiFetch<unknown>(`/admin/sellers/${id}/commission`, { method: 'PUT', json: { commissionRateBp } });

export function useSetSellerCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerCommission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
