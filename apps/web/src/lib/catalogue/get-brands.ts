import type { Brand } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export const getBrands = () => apiFetch<{ data: Brand[] }>('/brands').then((r) => r.data);

/** The marketplace's public brands, used by the footer, the home page and the category filters. */
export const brandsQuery = () => queryOptions({ queryKey: ['brands'], queryFn: getBrands, staleTime: 10 * 60_000 });

export function useBrands() {
  return useQuery(brandsQuery());
}
