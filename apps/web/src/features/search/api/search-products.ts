import type { SearchResults } from '@onsale/core/contracts/catalogue';
import { SEARCH_SORT_LABELS, type SearchSort } from '@onsale/core/search-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 24;

/** What the search page shows, as its URL holds it. */
export interface SearchWhere {
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
  };
}

/** The search page's address for a term (as typed with `exact`), on a page. */
export function searchAddress({
  term,
  page = 1,
  exact = false,
  sort = 'relevance',
}: Partial<SearchWhere> & { term: string }): string {
  const params = new URLSearchParams({
    q: term,
    ...(exact ? { exact: '1' } : {}),
    ...(sort !== 'relevance' ? { sort } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  return `/search?${params}`;
}

export function searchProducts({ term, page, exact, sort }: SearchWhere): Promise<SearchResults> {
  const params = new URLSearchParams({
    q: term,
    page: String(page),
    pageSize: String(SEARCH_PAGE_SIZE),
    ...(exact ? { exact: '1' } : {}),
    ...(sort !== 'relevance' ? { sort } : {}),
  });
  return apiFetch<SearchResults>(`/search?${params}`);
}

/** Sale products matching the term; disabled for a blank term, which the page answers itself. */
export const searchQuery = (where: SearchWhere) =>
  queryOptions({
    queryKey: ['search', where.term, where.page, where.exact, where.sort],
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
