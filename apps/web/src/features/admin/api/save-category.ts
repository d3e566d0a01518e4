import type { CategoryInput } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Creates a category, or changes the one with `id`. */
export const saveCategory = ({ id, values }: { id?: string; values: CategoryInput }) =>
  apiFetch<unknown>(id ? `/admin/categories/${id}` : '/admin/categories', {
    method: id ? 'PUT' : 'POST',
    json: values,
  });

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => queryClient.invalidateQueries() });
}
