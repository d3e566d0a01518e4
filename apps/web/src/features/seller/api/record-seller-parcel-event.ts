import type { ParcelEventBody } from '@onsale/core/contracts/parcel-events';
import type { SellerOrderDetail } from '@onsale/core/contracts/seller';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerOrdersQueryKey } from './get-seller-orders';

/** Out for delivery, or a failed attempt with its reason (and the note of "Other"). */
export const recordSellerParcelEvent = async ({ id, ...event }: { id: string } & ParcelEventBody) =>
  (
    await apiFetch<{ data: SellerOrderDetail }>(`/seller/orders/${encodeURIComponent(id)}/parcel-events`, {
      method: 'POST',
      json: event,
    })
  ).data;

export function useRecordSellerParcelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSellerParcelEvent,
    onSuccess: (order) => {
      queryClient.setQueryData([...sellerOrdersQueryKey, 'one', order.id], order);
      return queryClient.invalidateQueries({ queryKey: sellerOrdersQueryKey });
    },
  });
}
