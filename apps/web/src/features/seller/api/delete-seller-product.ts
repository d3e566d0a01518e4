import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './get-seller-products';

export const deleteSellerProduct = (id: string) =>
  apiFetch<void>(`/seller/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSellerProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSellerProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['seller', 'dashboard'] }),
      ]),
  });
}
