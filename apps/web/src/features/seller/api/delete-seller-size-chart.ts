import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './get-seller-products';
import { sellerSizeChartsQueryKey } from './get-seller-size-charts';

export const deleteSellerSizeChart = (id: string) =>
  apiFetch<void>(`/seller/size-charts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSellerSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSellerSizeChart,
    // its products keep no chart now
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerSizeChartsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
      ]),
  });
}
