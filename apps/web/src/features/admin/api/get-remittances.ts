import type {
  remittanceReportSchema,
  remittanceReportSummarySchema,
  remittancesOverviewSchema,
} from '@onsale/core/contracts/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export type RemittancesOverview = z.infer<typeof remittancesOverviewSchema>;
export type RemittanceReportSummary = z.infer<typeof remittanceReportSummarySchema>;
export type RemittanceReport = z.infer<typeof remittanceReportSchema>;
export type UnremittedParcel = RemittancesOverview['unremitted']['items'][number];

export const remittancesQueryKey = [...adminKey, 'remittances'] as const;

/**
 * GET /api/admin/remittances?days=: the couriers' reports, newest first; the rows to look at; the
 * parcels delivered `days` ago or more whose cash no courier has remitted; the fees per courier.
 */
export const getRemittances = async (days: number) =>
  (await apiFetch<{ data: RemittancesOverview }>(`/admin/remittances${queryString({ days })}`)).data;

export function useRemittances(days: number) {
  return useQuery({
    queryKey: [...remittancesQueryKey, 'overview', days],
    queryFn: () => getRemittances(days),
    placeholderData: keepPreviousData,
    // Parcels are delivered all day: asked afresh on each visit.
    staleTime: 0,
  });
}
