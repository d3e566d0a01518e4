import type { SearchSynonymInput } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** Adds a synonym list, or changes the one with `id`. */
export const saveSearchSynonyms = ({ id, values }: { id?: string; values: SearchSynonymInput }) =>
  apiFetch<unknown>(id ? `/admin/search/synonyms/${id}` : '/admin/search/synonyms', {
    method: id ? 'PUT' : 'POST',
    json: values,
  });

export function useSaveSearchSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearchSynonyms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
