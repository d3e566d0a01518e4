import type { SellerProduct, SellerProductInput, SellerProductUpdateInput } from '@onsale/core/contracts/seller';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './get-seller-products';

/** Adds a product, or saves the one `id` names over the version the form read. */
export async function saveSellerProduct(
  save: { id?: undefined; body: SellerProductInput } | { id: string; body: SellerProductUpdateInput },
): Promise<SellerProduct> {
  const path = save.id ? `/seller/products/${encodeURIComponent(save.id)}` : '/seller/products';
  return (await apiFetch<{ data: SellerProduct }>(path, { method: save.id ? 'PUT' : 'POST', json: save.body })).data;
}

export function useSaveSellerProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSellerProduct,
    // Refused as changed meanwhile, the list is stale too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['seller', 'dashboard'] }),
      ]),
  });
}
