import type { CategoryPage, ProductSort } from '@onsale/core/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const CATEGORY_PAGE_SIZE = 24;

/** The category page's query as the URL holds it; prices are whole rupees. */
export interface CategoryFilters {
  sort: ProductSort;
  brand?: string;
  size?: string;
  minPrice?: number;
  maxPrice?: number;
  minDiscount?: number;
  page: number;
}

export function getCategoryPage(slug: string, filters: CategoryFilters): Promise<CategoryPage> {
  const params = new URLSearchParams({
    sort: filters.sort,
    page: String(filters.page),
    pageSize: String(CATEGORY_PAGE_SIZE),
  });
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.size) params.set('size', filters.size);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minDiscount !== undefined) params.set('minDiscount', String(filters.minDiscount));
  return apiFetch<CategoryPage>(`/categories/${encodeURIComponent(slug)}?${params}`);
}

export const categoryPageQuery = (slug: string, filters: CategoryFilters) =>
  queryOptions({ queryKey: ['category', slug, filters], queryFn: () => getCategoryPage(slug, filters) });

export function useCategoryPage(slug: string, filters: CategoryFilters) {
  return useQuery({
    ...categoryPageQuery(slug, filters),
    // Keeps the grid on screen while a new filter loads, instead of flashing skeletons.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === slug ? keepPreviousData(previous) : undefined,
  });
}
