import type { AdminSizeChart } from '@onsale/core/contracts/size-charts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getMarketplaceSizeCharts = async () =>
  (await apiFetch<{ data: AdminSizeChart[] }>('/admin/size-charts')).data;

/** The marketplace's size charts, each with the categories that show it by default. */
export function useMarketplaceSizeCharts() {
  return useQuery({ queryKey: [...adminKey, 'size-charts'], queryFn: getMarketplaceSizeCharts });
}
