import type { SearchSuggestion } from '@onsale/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SUGGESTION_MIN_LENGTH } from '@onsale/core/search-query';

export const getSearchSuggestions = async (term: string) =>
  (await apiFetch<{ data: SearchSuggestion[] }>(`/search/suggestions?${new URLSearchParams({ q: term })}`)).data;

export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ['search-suggestions', term],
    queryFn: () => getSearchSuggestions(term),
    staleTime: 60_000,
    // A suggestion that fails is only not offered: the search itself still works.
    retry: false,
  });

/** What the header's search box offers for `term`, once it holds enough letters. */
export function useSearchSuggestions(term: string, enabled: boolean) {
  return useQuery({
    ...searchSuggestionsQuery(term),
    enabled: enabled && term.length >= SUGGESTION_MIN_LENGTH,
    placeholderData: (previous) => previous,
  });
}
