import type { AdminSearchQuery } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getSearchQueries = async () =>
  (await apiFetch<{ data: AdminSearchQuery[] }>('/admin/search/queries')).data;

export function useSearchQueries() {
  return useQuery({ queryKey: [...adminKey, 'search', 'queries'], queryFn: getSearchQueries });
}
