import type { PayoutRun } from '@onsale/core/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { payoutRunQueryKey } from './get-payout-run';

/** POST /api/admin/payout-runs: a payout for every seller with a verified account and at least `minimum` payable; 409 when none has. */
export const createPayoutRun = async ({ minimum }: { minimum: number }) =>
  (await apiFetch<{ data: PayoutRun }>('/admin/payout-runs', { method: 'POST', json: { minimum } })).data;

export function useCreatePayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutRun,
    onSuccess: (run) => {
      queryClient.setQueryData(payoutRunQueryKey(run.id), run);
      // The runs, the payouts due and every seller's balance change.
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
