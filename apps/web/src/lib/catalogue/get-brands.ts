import type { Brand } from '@onsale/core/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export const getBrands = () => apiFetch<{ data: Brand[] }>('/brands').then((r) => r.data);

/** The marketplace's brands, used by the footer, the home page and the category filters. */
export function useBrands() {
  return useQuery({ queryKey: ['brands'], queryFn: getBrands, staleTime: 10 * 60_000 });
}
