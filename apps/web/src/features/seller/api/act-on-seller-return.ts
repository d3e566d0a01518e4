import type { Return, ReturnActionBody } from '@onsale/core/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { sellerOrdersQueryKey } from './get-seller-orders';
import { sellerProductsQueryKey } from './get-seller-products';
import { sellerReturnQueryKey } from './get-seller-return';
import { sellerReturnsQueryKey } from './get-seller-returns';

/** POST /api/seller/returns/:id/actions: one move of the return (approve, reject, receive, inspect, ship the exchange). */
export const actOnSellerReturn = async ({ id, body }: { id: string; body: ReturnActionBody }) =>
  (
    await apiFetch<{ data: Return }>(`/seller/returns/${encodeURIComponent(id)}/actions`, {
      method: 'POST',
      json: body,
    })
  ).data;

export function useActOnSellerReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnSellerReturn,
    onSuccess: (changed) => {
      queryClient.setQueryData(sellerReturnQueryKey(changed.id), changed);
      // An inspection puts accepted items back in stock; an exchange takes the new size out.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerReturnsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['seller', 'dashboard'] }),
      ]);
    },
    // Moved on meanwhile (by the shopper, the admin or the shop's own deadline): show it as it is now.
    onError: (error, { id }) =>
      error instanceof ApiRequestError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: sellerReturnQueryKey(id) })
        : undefined,
  });
}
