import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Sets the marketplace chart a category's products show when they have none (null: none). */
export const setCategorySizeChart = ({ id, sizeChartId }: { id: string; sizeChartId: string | null }) =>
  apiFetch<unknown>(`/admin/categories/${encodeURIComponent(id)}/size-chart`, {
    method: 'PUT',
    json: { sizeChartId },
  });

export function useSetCategorySizeChart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCategorySizeChart, onSuccess: () => queryClient.invalidateQueries() });
}
