import type { payoutDueSchema } from '@onsale/core/contracts/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export type PayoutsDue = z.infer<typeof payoutDueSchema>;

/** GET /api/admin/payouts/due?minimum=: who a run would pay now, and who waits for a verified bank account. */
export const getPayoutsDue = async (minimum: number) =>
  (await apiFetch<{ data: PayoutsDue }>(`/admin/payouts/due${queryString({ minimum })}`)).data;

export function usePayoutsDue(minimum: number) {
  return useQuery({
    queryKey: [...adminKey, 'payouts', 'due', minimum],
    queryFn: () => getPayoutsDue(minimum),
    placeholderData: keepPreviousData,
    // Balances move with every delivery, return and payout: asked afresh on each visit.
    staleTime: 0,
  });
}
