import type { Return, ReturnActionBody } from '@onsale/core/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { adminReturnQueryKey } from './get-admin-return';

/**
 * POST /api/admin/returns/:id/actions: the seller's moves on the seller's behalf, the decision on an
 * escalated rejection (overrule, uphold) and a refund paid by OnSale (refund, with the bank's reference).
 */
export const actOnAdminReturn = async ({ id, body }: { id: string; body: ReturnActionBody }) =>
  (
    await apiFetch<{ data: Return }>(`/admin/returns/${encodeURIComponent(id)}/actions`, {
      method: 'POST',
      json: body,
    })
  ).data;

export function useActOnAdminReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnAdminReturn,
    onSuccess: (changed) => {
      queryClient.setQueryData(adminReturnQueryKey(changed.id), changed);
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
    // Moved on meanwhile (by the seller, the shopper or another admin): show it as it is now.
    onError: (error, { id }) =>
      error instanceof ApiRequestError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: adminReturnQueryKey(id) })
        : undefined,
  });
}
