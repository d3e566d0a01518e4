import type { ProductCard } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getFeatured = (limit = 12) =>
  apiFetch<{ data: ProductCard[] }>(`/products/featured?limit=${limit}`).then((r) => r.data);

export const featuredQuery = (limit = 12) =>
  queryOptions({ queryKey: ['products', 'featured', limit], queryFn: () => getFeatured(limit) });

export function useFeatured(limit = 12, enabled = true) {
  return useQuery({ ...featuredQuery(limit), enabled });
}
