import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { remittancesQueryKey, type RemittanceReport } from './get-remittances';

export const remittanceReportQueryKey = (id: string) => [...remittancesQueryKey, 'report', id] as const;

/** GET /api/admin/remittances/:id: one courier's report and every row of it, as matched when it was uploaded. */
export const getRemittanceReport = async (id: string) =>
  (await apiFetch<{ data: RemittanceReport }>(`/admin/remittances/${encodeURIComponent(id)}`)).data;

// A report is written once: what it says does not change after its upload.
export const remittanceReportQuery = (id: string) =>
  queryOptions({ queryKey: remittanceReportQueryKey(id), queryFn: () => getRemittanceReport(id), retry: false });

export function useRemittanceReport(id: string) {
  return useQuery(remittanceReportQuery(id));
}
