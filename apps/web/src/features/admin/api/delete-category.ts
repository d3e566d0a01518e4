import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const deleteCategory = ({ id, moveTo }: { id: string; moveTo?: string }) =>
  apiFetch<{ data: { deleted: true; movedProducts: number } }>(
    `/admin/categories/${id}${moveTo ? `?moveTo=${moveTo}` : ''}`,
    { method: 'DELETE' },
  );

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => queryClient.invalidateQueries() });
}
