import type { ShopSettings, ShopSettingsInput } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const saveSettings = async (values: ShopSettingsInput) =>
  (await apiFetch<{ data: ShopSettings }>('/admin/settings', { method: 'PUT', json: values })).data;

/** The footer's contacts are the storefront's: every cached query refreshes. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSettings, onSuccess: () => queryClient.invalidateQueries() });
}
