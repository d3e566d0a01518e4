import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const reorderCategories = (ids: string[]) =>
  apiFetch<unknown>('/admin/categories/reorder', { method: 'POST', json: { ids } });

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderCategories, onSuccess: () => queryClient.invalidateQueries() });
}
