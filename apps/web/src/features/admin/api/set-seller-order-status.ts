import type { AdminOrder } from '@onsale/core/contracts/admin';
import type { OrderStatus } from '@onsale/core/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipChoice } from '../../../components/ui/ship-dialog';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { adminOrderQueryKey } from './get-admin-order';

/** A cancel sends its reason (and the note of "Other"); Shipped, its courier and tracking number. */
export const setSellerOrderStatus = async ({
  sellerOrderId,
  ...change
}: {
  sellerOrderId: string;
  status: OrderStatus;
  reason?: string;
  note?: string;
} & Partial<ShipChoice>) =>
  (
    await apiFetch<{ data: AdminOrder }>(`/admin/seller-orders/${sellerOrderId}/status`, {
      method: 'PUT',
      json: change,
    })
  ).data;

export function useSetSellerOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
