import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const reorderBanners = (ids: string[]) =>
  apiFetch<unknown>('/admin/banners/reorder', { method: 'POST', json: { ids } });

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderBanners, onSuccess: () => queryClient.invalidateQueries() });
}
