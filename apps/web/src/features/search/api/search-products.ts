import type { SearchResults } from '@onsale/core/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 24;

/** The search page's term and page as its URL holds them; a bad page number means the first page. */
export function searchParamsOf(params: URLSearchParams): { term: string; page: number } {
  const page = Number(params.get('page'));
  return { term: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function searchProducts(term: string, page: number): Promise<SearchResults> {
  const params = new URLSearchParams({ q: term, page: String(page), pageSize: String(SEARCH_PAGE_SIZE) });
  return apiFetch<SearchResults>(`/search?${params}`);
}

/** Sale products matching the term; disabled for a blank term, which the page answers itself. */
export const searchQuery = (term: string, page: number) =>
  queryOptions({ queryKey: ['search', term, page], queryFn: () => searchProducts(term, page) });

export function useSearchProducts(term: string, page: number) {
  return useQuery({
    ...searchQuery(term, page),
    enabled: term !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === term ? keepPreviousData(previous) : undefined,
  });
}
