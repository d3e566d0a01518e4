import type { PayoutRun } from '@onsale/core/contracts/finance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { payoutRunsQueryKey } from './get-payout-runs';

export const payoutRunQueryKey = (id: string) => [...payoutRunsQueryKey, 'one', id] as const;

/** The address of a run, and of its bank transfer file. */
export const payoutRunPath = (id: string, csv = false) =>
  `/admin/payout-runs/${encodeURIComponent(id)}${csv ? '/csv' : ''}`;

/** GET /api/admin/payout-runs/:id: a run and each of its payouts. */
export const getPayoutRun = async (id: string) => (await apiFetch<{ data: PayoutRun }>(payoutRunPath(id))).data;

export const payoutRunQuery = (id: string) =>
  queryOptions({ queryKey: payoutRunQueryKey(id), queryFn: () => getPayoutRun(id), retry: false, staleTime: 0 });

export function usePayoutRun(id: string) {
  return useQuery(payoutRunQuery(id));
}
