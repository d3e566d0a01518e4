import type { SellerOrderDetail } from '@onsale/core/contracts/seller';
import type { ReturnCondition } from '@onsale/core/parcel-events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerOrdersQueryKey } from './get-seller-orders';
import { sellerProductsQueryKey } from './get-seller-products';

/** A parcel returned to sender, checked back in once: in good condition its items go back in stock. */
export const checkSellerReturnedParcel = async ({ id, condition }: { id: string; condition: ReturnCondition }) =>
  (
    await apiFetch<{ data: SellerOrderDetail }>(`/seller/orders/${encodeURIComponent(id)}/returned-parcel`, {
      method: 'POST',
      json: { condition },
    })
  ).data;

export function useCheckSellerReturnedParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSellerReturnedParcel,
    onSuccess: (order) => {
      queryClient.setQueryData([...sellerOrdersQueryKey, 'one', order.id], order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['seller', 'dashboard'] }),
      ]);
    },
  });
}
