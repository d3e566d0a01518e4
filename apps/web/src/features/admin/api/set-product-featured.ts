import type { AdminProduct } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const setProductFeatured = async ({ id, featured }: { id: string; featured: boolean }) =>
  (await apiFetch<{ data: AdminProduct }>(`/admin/products/${id}/featured`, { method: 'PUT', json: { featured } }))
    .data;

export function useSetProductFeatured() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProductFeatured, onSuccess: () => queryClient.invalidateQueries() });
}
