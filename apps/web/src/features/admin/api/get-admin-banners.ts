import type { AdminBanner } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getAdminBanners = async () => (await apiFetch<{ data: AdminBanner[] }>('/admin/banners')).data;

export function useAdminBanners() {
  return useQuery({ queryKey: [...adminKey, 'banners'], queryFn: getAdminBanners });
}
