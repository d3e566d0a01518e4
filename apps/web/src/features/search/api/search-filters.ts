import type { SearchFilterCounts } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

/**
 * The filters of a search's results with their counts: for its words only, so one answer serves
 * every filter the shopper chooses (decision 0048).
 */
export function getSearchFilters(term: string, exact: boolean): Promise<SearchFilterCounts> {
  const params = new URLSearchParams({ q: term, ...(exact ? { exact: '1' } : {}) });
  return apiFetch<{ data: SearchFilterCounts }>(`/search/filters?${params}`).then((r) => r.data);
}

export const searchFiltersQuery = (term: string, exact: boolean) =>
  queryOptions({
    queryKey: ['search-filters', term, exact],
    queryFn: () => getSearchFilters(term, exact),
    staleTime: 60_000,
    retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status === 400) && failureCount < 2,
  });

export function useSearchFilters(term: string, exact: boolean) {
  return useQuery({ ...searchFiltersQuery(term, exact), enabled: term !== '' });
}
