import type { AuditPage } from '@onsale/core/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export interface AuditFilter {
  action?: string;
  entity?: string;
  actor?: string;
  page: number;
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: [...adminKey, 'audit', filter],
    queryFn: () => apiFetch<AuditPage>(`/admin/audit${queryString({ ...filter, pageSize: 25 })}`),
    placeholderData: keepPreviousData,
  });
}
