import type { AdminOrder } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { adminOrderQueryKey } from './get-admin-order';

export const recordCashCollected = async ({ orderId, sellerOrderId }: { orderId: string; sellerOrderId: string }) =>
  (
    await apiFetch<{ data: AdminOrder }>(`/admin/orders/${orderId}/parts/${sellerOrderId}/cash-collected`, {
      method: 'POST',
    })
  ).data;

export function useRecordCashCollected() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashCollected,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
