import type { SizeChart, SizeChartInput } from '@onsale/core/contracts/size-charts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerSizeChartsQueryKey } from './get-seller-size-charts';

/** Adds a size chart, or saves the one `id` names. */
export async function saveSellerSizeChart(save: { id?: string; body: SizeChartInput }): Promise<SizeChart> {
  const path = save.id ? `/seller/size-charts/${encodeURIComponent(save.id)}` : '/seller/size-charts';
  return (await apiFetch<{ data: SizeChart }>(path, { method: save.id ? 'PUT' : 'POST', json: save.body })).data;
}

export function useSaveSellerSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSellerSizeChart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerSizeChartsQueryKey }),
  });
}
