import type { SellerOrderDetail } from '@onsale/core/contracts/seller';
import type { SellerOrderStatus } from '@onsale/core/seller-order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipChoice } from '../../../components/ui/ship-dialog';
import { apiFetch } from '../../../lib/api-client';
import { sellerOrdersQueryKey } from './get-seller-orders';

/** A cancel sends its reason (and the note of "Other"); Shipped, its courier and tracking number. */
export const updateSellerOrderStatus = async ({
  id,
  ...change
}: {
  id: string;
  status: SellerOrderStatus;
  reason?: string;
  note?: string;
} & Partial<ShipChoice>) =>
  (
    await apiFetch<{ data: SellerOrderDetail }>(`/seller/orders/${encodeURIComponent(id)}/status`, {
      method: 'PATCH',
      json: change,
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
