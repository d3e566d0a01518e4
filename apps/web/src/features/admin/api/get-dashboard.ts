import type { Dashboard } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getDashboard = async () => (await apiFetch<{ data: Dashboard }>('/admin/dashboard')).data;

export function useDashboard() {
  return useQuery({ queryKey: [...adminKey, 'dashboard'], queryFn: getDashboard, staleTime: 0 });
}
