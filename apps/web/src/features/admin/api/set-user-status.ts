import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const setUserStatus = ({ id, status }: { id: string; status: 'active' | 'blocked' }) =>
  apiFetch<unknown>(`/admin/users/${id}/status`, { method: 'PUT', json: { status } });

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
