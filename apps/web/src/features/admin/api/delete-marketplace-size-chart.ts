import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const deleteMarketplaceSizeChart = (id: string) =>
  apiFetch<void>(`/admin/size-charts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteMarketplaceSizeChart() {
  const queryClient = useQueryClient();
  // its categories keep no default now: the categories are stale too
  return useMutation({ mutationFn: deleteMarketplaceSizeChart, onSuccess: () => queryClient.invalidateQueries() });
}
