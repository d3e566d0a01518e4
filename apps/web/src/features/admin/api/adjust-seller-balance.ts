import type { SellerEarnings } from '@onsale/core/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { sellerEarningsQueryKey } from './get-seller-earnings';

/** POST /api/admin/sellers/:id/adjustments: money added to (positive) or taken from (negative) the seller's balance, with why. */
export const adjustSellerBalance = async ({ id, amount, reason }: { id: string; amount: number; reason: string }) =>
  (
    await apiFetch<{ data: SellerEarnings }>(`/admin/sellers/${encodeURIComponent(id)}/adjustments`, {
      method: 'POST',
      json: { amount, reason },
    })
  ).data;

export function useAdjustSellerBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustSellerBalance,
    onSuccess: (earnings, { id }) => {
      queryClient.setQueryData(sellerEarningsQueryKey(id), earnings);
      // The payouts due change with the balance.
      return queryClient.invalidateQueries({ queryKey: [...adminKey, 'payouts'] });
    },
  });
}
