import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const deleteBanner = (id: string) => apiFetch<unknown>(`/admin/banners/${id}`, { method: 'DELETE' });

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSuccess: () => queryClient.invalidateQueries() });
}
