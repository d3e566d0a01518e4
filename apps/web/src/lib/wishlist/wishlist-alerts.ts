import type { AlertSettings, WishlistAlert, WishlistAlertBody } from '@onsale/core/contracts/prices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useCurrentUser } from '../session/use-current-user';
import { wishlistQueryKey } from './get-wishlist';

const alertSettingsKey = ['alert-settings'] as const;

/** Sets a wishlist product's price-drop and back-in-stock alerts (all off removes them), then refreshes the wishlist. */
export function useSetWishlistAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, alert }: { productId: string; alert: WishlistAlertBody }) =>
      apiFetch<{ data: WishlistAlert | null }>(`/account/wishlist/${encodeURIComponent(productId)}/alert`, {
        method: 'PUT',
        json: alert,
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}

/** The shopper's switches for each kind of alert. */
export function useAlertSettings() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...alertSettingsKey, user?.uid],
    queryFn: () => apiFetch<{ data: AlertSettings }>('/account/alert-settings').then((r) => r.data),
    enabled: Boolean(user),
  });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<AlertSettings>) =>
      apiFetch<{ data: AlertSettings }>('/account/alert-settings', { method: 'PUT', json: values }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertSettingsKey }),
  });
}
