import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const deleteSearchSynonyms = (id: string) =>
  apiFetch<unknown>(`/admin/search/synonyms/${id}`, { method: 'DELETE' });

export function useDeleteSearchSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearchSynonyms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
