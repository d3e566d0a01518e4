import type { AdminProduct, AdminProductUpdate } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const updateAdminProduct = async ({ id, values }: { id: string; values: AdminProductUpdate }) =>
  (await apiFetch<{ data: AdminProduct }>(`/admin/products/${id}`, { method: 'PUT', json: values })).data;

/** The storefront's cached pages of this product refresh too: it shows the change at once (and a save refused as stale means the list is stale). */
export function useUpdateAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdminProduct, onSettled: () => queryClient.invalidateQueries() });
}
