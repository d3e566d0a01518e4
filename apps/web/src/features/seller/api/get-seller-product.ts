import type { SellerProduct } from '@onsale/core/contracts/seller';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './get-seller-products';

export const getSellerProduct = async (id: string) =>
  (await apiFetch<{ data: SellerProduct }>(`/seller/products/${encodeURIComponent(id)}`)).data;

/** One of the seller's products, for the edit and delete dialogs opened from a link. */
export function useSellerProduct(id: string | null) {
  return useQuery({
    queryKey: [...sellerProductsQueryKey, 'one', id],
    queryFn: () => getSellerProduct(id!),
    enabled: Boolean(id),
    retry: false,
  });
}
