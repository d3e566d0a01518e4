import type { BuyerOrderDetail } from '@onsale/core/contracts/buyer-orders';
import type { ShopperCancelBody } from '@onsale/core/contracts/cancellation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface CancelOrderPartInput extends ShopperCancelBody {
  orderId: string;
  sellerOrderId: string;
}

/** POST /api/account/orders/:orderId/parts/:sellerOrderId/cancel: the buyer cancels one seller's part, with a reason. */
export async function cancelOrderPart({ orderId, sellerOrderId, ...body }: CancelOrderPartInput) {
  const url = `/account/orders/${encodeURIComponent(orderId)}/parts/${encodeURIComponent(sellerOrderId)}/cancel`;
  return (await apiFetch<{ data: BuyerOrderDetail }>(url, { method: 'POST', json: body })).data;
}

export function useCancelOrderPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrderPart,
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      // My Orders shows the order's status, which a cancel may change.
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
