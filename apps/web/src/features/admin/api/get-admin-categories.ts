import type { AdminCategory } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getAdminCategories = async () => (await apiFetch<{ data: AdminCategory[] }>('/admin/categories')).data;

export function useAdminCategories() {
  return useQuery({ queryKey: [...adminKey, 'categories'], queryFn: getAdminCategories });
}
