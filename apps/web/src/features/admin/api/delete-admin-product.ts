import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const deleteAdminProduct = (id: string) => apiFetch<unknown>(`/admin/products/${id}`, { method: 'DELETE' });

export function useDeleteAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminProduct, onSuccess: () => queryClient.invalidateQueries() });
}
