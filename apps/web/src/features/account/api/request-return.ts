import type { Return, ReturnRequestBody } from '@onsale/core/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { returnQueryKey } from './get-return';
import { returnsQueryKey } from './get-returns';

/** POST /api/account/returns: one item of a delivered parcel, and what the shopper wants instead. */
export const requestReturn = async (body: ReturnRequestBody) =>
  (await apiFetch<{ data: Return }>('/account/returns', { method: 'POST', json: body })).data;

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (request) => {
      queryClient.setQueryData(returnQueryKey(request.id), request);
      void queryClient.invalidateQueries({ queryKey: [...returnsQueryKey, 'list'] });
      // The order's page shows the item's returns and how many may still go back.
      void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', request.orderId] });
    },
  });
}
