import type { BrandProducts } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const BRAND_PAGE_SIZE = 24;

export interface BrandProductsPage {
  data: BrandProducts;
  page: number;
  pageSize: number;
  total: number;
}

/** The brand page's search mode and page as its URL holds them. */
export function brandParamsOf(params: URLSearchParams): { alternative: boolean; page: number } {
  const page = Number(params.get('page'));
  return { alternative: params.get('alternative') === '1', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** `alternative` also matches categories, for a brand whose products are filed under another name. */
export function getBrandProducts(brandName: string, alternative: boolean, page: number): Promise<BrandProductsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(BRAND_PAGE_SIZE) });
  if (alternative) params.set('alternative', '1');
  return apiFetch<BrandProductsPage>(`/brands/${encodeURIComponent(brandName)}/products?${params}`);
}

export const brandProductsQuery = (brandName: string, alternative: boolean, page: number) =>
  queryOptions({
    queryKey: ['brand-products', brandName, alternative, page],
    queryFn: () => getBrandProducts(brandName, alternative, page),
  });

export function useBrandProducts(brandName: string, alternative: boolean, page: number) {
  return useQuery(brandProductsQuery(brandName, alternative, page));
}
