import type { ImportJob } from '@onsale/core/contracts/admin';
import type { Paged } from '@onsale/core/contracts/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export const IMPORT_HISTORY_PAGE_SIZE = 10;

/** One page of the past imports, newest first (without their reports). */
export const getImportJobs = (page: number) =>
  apiFetch<Paged<ImportJob>>(`/admin/imports/jobs${queryString({ page, pageSize: IMPORT_HISTORY_PAGE_SIZE })}`);

export function useImportJobs(page: number) {
  return useQuery({
    queryKey: [...adminKey, 'imports', 'jobs', page],
    queryFn: () => getImportJobs(page),
    placeholderData: keepPreviousData,
  });
}
