import type { ShopSettings } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getSettings = async () => (await apiFetch<{ data: ShopSettings }>('/admin/settings')).data;

export function useSettings() {
  return useQuery({ queryKey: [...adminKey, 'settings'], queryFn: getSettings });
}
