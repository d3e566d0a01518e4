import type { SellerProduct, SellerProductInput } from '@onsale/core/contracts/seller';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './get-seller-products';

/** Adds a product, or replaces one when `id` is given. */
export async function saveSellerProduct({ id, body }: { id?: string; body: SellerProductInput }): Promise<SellerProduct> {
  const path = id ? `/seller/products/${encodeURIComponent(id)}` : '/seller/products';
  return (await apiFetch<{ data: SellerProduct }>(path, { method: id ? 'PUT' : 'POST', json: body })).data;
}

export function useSaveSellerProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSellerProduct,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }), queryClient.invalidateQueries({ queryKey: ['seller', 'dashboard'] })]),
  });
}
