import type { Return, ReturnActionBody } from '@onsale/core/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { returnQueryKey } from './get-return';
import { returnsQueryKey } from './get-returns';

/** What the shopper may do to a return: withdraw it, say it is sent back, or ask OnSale to decide. */
export type ShopperReturnAction = Extract<ReturnActionBody, { action: 'withdraw' | 'send' | 'escalate' }>;

/** POST /api/account/returns/:id/actions. */
export const actOnReturn = async ({ id, ...body }: ShopperReturnAction & { id: string }) =>
  (
    await apiFetch<{ data: Return }>(`/account/returns/${encodeURIComponent(id)}/actions`, {
      method: 'POST',
      json: body,
    })
  ).data;

export function useActOnReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReturn,
    onSuccess: (moved) => {
      queryClient.setQueryData(returnQueryKey(moved.id), moved);
      void queryClient.invalidateQueries({ queryKey: [...returnsQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', moved.orderId] });
    },
  });
}
