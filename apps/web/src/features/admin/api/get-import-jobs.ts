import type { ImportJob } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** The latest imports, newest first (without their reports). */
export const getImportJobs = async () => (await apiFetch<{ data: ImportJob[] }>('/admin/imports/jobs')).data;

export function useImportJobs() {
  return useQuery({ queryKey: [...adminKey, 'imports', 'jobs'], queryFn: getImportJobs });
}
