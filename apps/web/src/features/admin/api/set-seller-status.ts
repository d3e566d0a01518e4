import type { AdminSeller, SellerAction } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const setSellerStatus = async ({ id, action, reason }: { id: string; action: SellerAction; reason?: string }) =>
  (
    await apiFetch<{ data: AdminSeller }>(`/admin/sellers/${id}/status`, {
      method: 'POST',
      json: { action, ...(reason ? { reason } : {}) },
    })
  ).data;

export function useSetSellerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
