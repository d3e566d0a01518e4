import type { ConfirmedOrder, ConfirmOrderBody } from '@onsale/core/contracts/order-confirmation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/orders/confirm: the one-time link of the receipt e-mail confirms its order. */
export const confirmOrder = async (body: ConfirmOrderBody) =>
  (await apiFetch<{ data: ConfirmedOrder }>('/orders/confirm', { method: 'POST', json: body })).data;

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    // The shopper's order pages show the order confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
