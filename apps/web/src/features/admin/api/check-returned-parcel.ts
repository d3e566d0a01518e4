import type { AdminOrder } from '@onsale/core/contracts/admin';
import type { ReturnCondition } from '@onsale/core/parcel-events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { adminOrderQueryKey } from './get-admin-order';

/** One seller's parcel returned to sender, checked back in once: in good condition its items go back in stock. */
export const checkReturnedParcel = async ({
  sellerOrderId,
  condition,
}: {
  sellerOrderId: string;
  condition: ReturnCondition;
}) =>
  (
    await apiFetch<{ data: AdminOrder }>(`/admin/seller-orders/${sellerOrderId}/returned-parcel`, {
      method: 'POST',
      json: { condition },
    })
  ).data;

export function useCheckReturnedParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkReturnedParcel,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
