import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const retryEmail = (id: number) => apiFetch<unknown>(`/admin/emails/${id}/retry`, { method: 'POST', json: {} });

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
