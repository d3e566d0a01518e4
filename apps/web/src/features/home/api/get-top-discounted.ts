import type { ProductCard } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getTopDiscounted = (limit = 12) =>
  apiFetch<{ data: ProductCard[] }>(`/products/top-discounted?limit=${limit}`).then((r) => r.data);

export const topDiscountedQuery = (limit = 12) =>
  queryOptions({ queryKey: ['products', 'top-discounted', limit], queryFn: () => getTopDiscounted(limit) });

export function useTopDiscounted(limit = 12) {
  return useQuery(topDiscountedQuery(limit));
}
