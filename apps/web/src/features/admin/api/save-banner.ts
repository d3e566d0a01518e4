import type { BannerInput } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Creates a banner, or changes the one with `id`. */
export const saveBanner = ({ id, values }: { id?: string; values: BannerInput }) =>
  apiFetch<unknown>(id ? `/admin/banners/${id}` : '/admin/banners', { method: id ? 'PUT' : 'POST', json: values });

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBanner, onSuccess: () => queryClient.invalidateQueries() });
}
