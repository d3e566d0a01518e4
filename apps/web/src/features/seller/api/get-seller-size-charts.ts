import type { SizeChart } from '@onsale/core/contracts/size-charts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const sellerSizeChartsQueryKey = ['seller', 'size-charts'] as const;

export async function getSellerSizeCharts(): Promise<SizeChart[]> {
  return (await apiFetch<{ data: SizeChart[] }>('/seller/size-charts')).data;
}

/** The seller's own size charts, by name. */
export function useSellerSizeCharts() {
  return useQuery({ queryKey: sellerSizeChartsQueryKey, queryFn: getSellerSizeCharts });
}
