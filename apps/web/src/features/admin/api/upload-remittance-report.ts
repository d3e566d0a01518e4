import type { remittanceUploadSchema } from '@onsale/core/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { remittanceReportQueryKey } from './get-remittance-report';
import type { RemittanceReport } from './get-remittances';

export type RemittanceUpload = z.input<typeof remittanceUploadSchema>;

/**
 * POST /api/admin/remittances: a courier's report, its CSV read by the browser and sent as text.
 * 201 with each row matched to its parcel; 400 (nothing saved) when a row or a column cannot be read.
 */
export const uploadRemittanceReport = async (upload: RemittanceUpload) =>
  (await apiFetch<{ data: RemittanceReport }>('/admin/remittances', { method: 'POST', json: upload })).data;

export function useUploadRemittanceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRemittanceReport,
    onSuccess: (report) => {
      queryClient.setQueryData(remittanceReportQueryKey(report.id), report);
      // The reports, the rows to look at, the parcels not remitted and the fees all change.
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
