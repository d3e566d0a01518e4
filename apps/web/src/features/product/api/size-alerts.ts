import type { SizeAlert } from '@onsale/core/contracts/prices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';

const sizeAlertsKey = (productId: string, uid: string | undefined) => ['size-alerts', productId, uid] as const;

export const getSizeAlerts = async (productId: string) =>
  (await apiFetch<{ data: SizeAlert[] }>(`/account/size-alerts?productId=${encodeURIComponent(productId)}`)).data;
export const askSizeAlert = async (alert: SizeAlert) =>
  (await apiFetch<{ data: SizeAlert }>('/account/size-alerts', { method: 'POST', json: alert })).data;

/** The sizes of the product the signed-in shopper waits for; none for a guest. */
export function useSizeAlerts(productId: string) {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: sizeAlertsKey(productId, user?.uid),
    queryFn: () => getSizeAlerts(productId),
    enabled: Boolean(user),
  });
}

/** "Notify me when M is back". */
export function useAskSizeAlert(productId: string) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  return useMutation({
    mutationFn: (alert: Omit<SizeAlert, 'productId'>) => askSizeAlert({ productId, ...alert }),
    onSuccess: (alert) =>
      queryClient.setQueryData<SizeAlert[]>(sizeAlertsKey(productId, user?.uid), (known = []) => [...known, alert]),
  });
}
