import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

export const getProduct = (slug: string) =>
  apiFetch<{ data: ProductDetail }>(`/products/${encodeURIComponent(slug)}`).then((r) => r.data);

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug],
    queryFn: () => getProduct(slug),
    // Stock and price sell out in a flash sale: a product seen a moment ago is asked for again (decision 0021).
    staleTime: 1_000,
    // A missing product stays missing: retrying only delays the message.
    retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status === 404) && failureCount < 1,
  });

export function useProduct(slug: string) {
  return useQuery(productQuery(slug));
}
