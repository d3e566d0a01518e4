import type { SellerOrderDetail } from '@onsale/core/contracts/seller';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerOrdersQueryKey } from './get-seller-orders';

export const updateSellerOrderStatus = async ({ id, status }: { id: string; status: SellerOrderStatus }) =>
  (
    await apiFetch<{ data: SellerOrderDetail }>(`/seller/orders/${encodeURIComponent(id)}/status`, {
      method: 'PATCH',
      json: { status },
    })
  ).data;

export function useUpdateSellerOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData([...sellerOrdersQueryKey, 'one', order.id], order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['seller', 'dashboard'] }),
      ]);
    },
  });
}
