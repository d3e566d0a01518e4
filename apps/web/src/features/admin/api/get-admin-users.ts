import type { Paged } from '@onsale/core/contracts/api';
import type { AdminUser } from '@onsale/core/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export interface AdminUsersFilter {
  status: 'all' | 'active' | 'blocked';
  q?: string;
  page: number;
}

export const getAdminUsers = (filter: AdminUsersFilter) =>
  apiFetch<Paged<AdminUser>>(`/admin/users${queryString({ ...filter, pageSize: 20 })}`);

export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery({
    queryKey: [...adminKey, 'users', filter],
    queryFn: () => getAdminUsers(filter),
    placeholderData: keepPreviousData,
  });
}
