import type { AdminProductCategory, ImportCandidate, ImportReport } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ImportSave {
  rows: { row: number; candidate: ImportCandidate }[];
  defaultCategory?: AdminProductCategory;
  defaultStock: number;
}

export const saveImport = async (input: ImportSave) => (await apiFetch<{ data: ImportReport }>('/admin/imports/save', { method: 'POST', json: input })).data;

export function useSaveImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveImport, onSuccess: () => queryClient.invalidateQueries() });
}
