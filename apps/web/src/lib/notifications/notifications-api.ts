import type { NotificationList } from '@onsale/core/contracts/engagement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useCurrentUser } from '../session/use-current-user';

export const notificationsQueryKey = ['notifications'] as const;

export const getNotifications = () => apiFetch<NotificationList>('/account/notifications');
export const markNotificationRead = (id: string) =>
  apiFetch<unknown>(`/account/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
export const markAllNotificationsRead = () => apiFetch<unknown>('/account/notifications/read-all', { method: 'POST' });

/** The bell's list and unread count, refreshed every minute while the tab is open. */
export function useNotifications() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...notificationsQueryKey, user?.uid],
    queryFn: getNotifications,
    enabled: Boolean(user),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') => (id === 'all' ? markAllNotificationsRead() : markNotificationRead(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
