import type { Banner } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getBanners = () => apiFetch<{ data: Banner[] }>('/banners').then((r) => r.data);

export const bannersQuery = () => queryOptions({ queryKey: ['banners'], queryFn: getBanners, staleTime: 10 * 60_000 });

export function useBanners() {
  return useQuery(bannersQuery());
}
