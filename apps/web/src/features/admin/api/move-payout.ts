import type { payoutMoveSchema, runPayoutSchema } from '@onsale/core/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export type RunPayout = z.infer<typeof runPayoutSchema>;

/** Paid, with the bank's reference for the transfer, or failed, with why (its amount goes back to the balance). */
export type PayoutMoveBody = z.input<typeof payoutMoveSchema>;

/** POST /api/admin/payouts/:id: 409 when the payout already moved. */
export const movePayout = async ({ id, body }: { id: string; body: PayoutMoveBody }) =>
  (await apiFetch<{ data: RunPayout }>(`/admin/payouts/${encodeURIComponent(id)}`, { method: 'POST', json: body }))
    .data;

export function useMovePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePayout,
    // Moved, or moved meanwhile by another admin: the run, the runs and the seller's balance show it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
