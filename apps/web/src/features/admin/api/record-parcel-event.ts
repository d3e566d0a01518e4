import type { AdminOrder } from '@onsale/core/contracts/admin';
import type { ParcelEventBody } from '@onsale/core/contracts/parcel-events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { adminOrderQueryKey } from './get-admin-order';

/** Out for delivery, or a failed attempt with its reason (and the note of "Other"), for one seller's parcel. */
export const recordParcelEvent = async ({ sellerOrderId, ...event }: { sellerOrderId: string } & ParcelEventBody) =>
  (
    await apiFetch<{ data: AdminOrder }>(`/admin/seller-orders/${sellerOrderId}/parcel-events`, {
      method: 'POST',
      json: event,
    })
  ).data;

export function useRecordParcelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordParcelEvent,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
