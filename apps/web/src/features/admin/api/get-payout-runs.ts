import type { payoutRunSummarySchema } from '@onsale/core/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export type PayoutRunSummary = z.infer<typeof payoutRunSummarySchema>;

export const payoutRunsQueryKey = [...adminKey, 'payouts', 'runs'] as const;

/** GET /api/admin/payout-runs: the runs made, newest first, each with its payouts counted by state. */
export const getPayoutRuns = async () =>
  (await apiFetch<{ data: { runs: PayoutRunSummary[] } }>('/admin/payout-runs')).data.runs;

export function usePayoutRuns() {
  return useQuery({ queryKey: payoutRunsQueryKey, queryFn: getPayoutRuns, staleTime: 0 });
}
