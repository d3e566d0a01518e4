import type { SearchResults } from '@onsale/core/contracts/catalogue';
import { SEARCH_SORT_LABELS, type SearchSort } from '@onsale/core/search-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { parseProductFilters, urlText, type ProductFilters } from '../../../lib/catalogue/product-filters';

export const SEARCH_PAGE_SIZE = 24;

/** The filters of a search: the category page's, and a category (its slug). */
export type SearchFilters = ProductFilters & { category?: string };
const FILTER_KEYS = ['brand', 'category', 'size', 'minPrice', 'maxPrice', 'minDiscount'] as const;

/** What the search page shows, as its URL holds it. */
export interface SearchWhere extends SearchFilters {
  term: string;
  /** a bad page number means the first page */
  page: number;
  /** the words as typed, without spelling correction */
  exact: boolean;
  sort: SearchSort;
}

const isSort = (value: string | null): value is SearchSort =>
  value !== null && Object.hasOwn(SEARCH_SORT_LABELS, value);

export function searchParamsOf(params: URLSearchParams): SearchWhere {
  const page = Number(params.get('page'));
  return {
    term: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    exact: params.get('exact') === '1',
    sort: isSort(params.get('sort')) ? (params.get('sort') as SearchSort) : 'relevance',
    ...parseProductFilters(params),
    category: urlText(params.get('category'), 80),
  };
}

/** The filters a search asks for, as query parameters. */
function filterParams(where: SearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = where[key];
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/** The filters chosen, without the words, sort and page. */
export function filtersOf(where: SearchWhere): SearchFilters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, where[key]]).filter(([, value]) => value !== undefined));
}

/** The search page's address for a term (as typed with `exact`), on a page, with its filters. */
export function searchAddress({
  term,
  page = 1,
  exact = false,
  sort = 'relevance',
  ...filters
}: Partial<SearchWhere> & { term: string }): string {
  const params = new URLSearchParams({
    q: term,
    ...(exact ? { exact: '1' } : {}),
    ...(sort !== 'relevance' ? { sort } : {}),
    ...filterParams(filters),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  return `/search?${params}`;
}

export function searchProducts(where: SearchWhere): Promise<SearchResults> {
  const { term, page, exact, sort } = where;
  const params = new URLSearchParams({
    q: term,
    page: String(page),
    pageSize: String(SEARCH_PAGE_SIZE),
    ...(exact ? { exact: '1' } : {}),
    ...(sort !== 'relevance' ? { sort } : {}),
    ...filterParams(where),
  });
  return apiFetch<SearchResults>(`/search?${params}`);
}

/** Sale products matching the term; disabled for a blank term, which the page answers itself. */
export const searchQuery = (where: SearchWhere) =>
  queryOptions({
    queryKey: ['search', where.term, where.page, where.exact, where.sort, filterParams(where)],
    queryFn: () => searchProducts(where),
    // A search the shop refuses (too long, unreadable) is refused again: its message shows at once.
    retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status === 400) && failureCount < 2,
  });

export function useSearchProducts(where: SearchWhere) {
  const { term } = where;
  return useQuery({
    ...searchQuery(where),
    enabled: term !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === term ? keepPreviousData(previous) : undefined,
  });
}
