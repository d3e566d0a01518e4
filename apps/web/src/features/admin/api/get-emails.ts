import type { Paged } from '@onsale/core/contracts/api';
import type { AdminEmail } from '@onsale/core/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export interface EmailsFilter {
  status: 'all' | 'pending' | 'sent' | 'failed';
  page: number;
}

export const getEmails = (filter: EmailsFilter) =>
  apiFetch<Paged<AdminEmail>>(`/admin/emails${queryString({ ...filter, pageSize: 25 })}`);

export function useEmails(filter: EmailsFilter) {
  return useQuery({
    queryKey: [...adminKey, 'emails', filter],
    queryFn: () => getEmails(filter),
    placeholderData: keepPreviousData,
  });
}
