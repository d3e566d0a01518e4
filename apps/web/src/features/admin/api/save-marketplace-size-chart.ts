import type { SizeChart, SizeChartInput } from '@onsale/core/contracts/size-charts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** Adds a marketplace size chart, or saves the one `id` names. */
export const saveMarketplaceSizeChart = async ({ id, body }: { id?: string; body: SizeChartInput }) =>
  (
    await apiFetch<{ data: SizeChart }>(id ? `/admin/size-charts/${encodeURIComponent(id)}` : '/admin/size-charts', {
      method: id ? 'PUT' : 'POST',
      json: body,
    })
  ).data;

export function useSaveMarketplaceSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketplaceSizeChart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKey, 'size-charts'] }),
  });
}
