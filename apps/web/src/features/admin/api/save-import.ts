import type { AdminProductCategory, ImportCandidate, ImportJob } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export interface ImportSave {
  /** the previewed rows of a product page, or an uploaded feed less the rows left out */
  rows?: { row: number; candidate: ImportCandidate }[];
  feed?: { id: string; skipRows: number[] };
  defaultCategory?: AdminProductCategory;
  defaultStock: number;
  /** the file or page the rows came from, for the history */
  fileName?: string;
}

/** Starts the import as a background job; its progress is read with useImportJob. */
export const saveImport = async (input: ImportSave) =>
  (await apiFetch<{ data: ImportJob }>('/admin/imports/save', { method: 'POST', json: input })).data;

export function useSaveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKey, 'imports'] }),
  });
}
