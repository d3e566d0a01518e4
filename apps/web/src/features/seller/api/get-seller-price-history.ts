import type { OwnedPriceHistory } from '@onsale/core/contracts/prices';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './get-seller-products';

export const getSellerPriceHistory = async (id: string) =>
  (await apiFetch<{ data: OwnedPriceHistory }>(`/seller/products/${encodeURIComponent(id)}/price-history`)).data;

/** One of the seller's products' last 90 days of prices, with how its discount shows and why. */
export function useSellerPriceHistory(id: string | null) {
  return useQuery({
    queryKey: [...sellerProductsQueryKey, 'price-history', id],
    queryFn: () => getSellerPriceHistory(id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
