import type { SearchSynonymList } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getSearchSynonyms = async () =>
  (await apiFetch<{ data: SearchSynonymList[] }>('/admin/search/synonyms')).data;

export function useSearchSynonyms() {
  return useQuery({ queryKey: [...adminKey, 'search', 'synonyms'], queryFn: getSearchSynonyms });
}
