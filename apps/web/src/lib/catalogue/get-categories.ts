import type { CategoryNode } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export const getCategories = () => apiFetch<{ data: CategoryNode[] }>('/categories').then((r) => r.data);

/** The category tree, used by the header menus, the drawer, the footer and the home page. */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 10 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery());
}
