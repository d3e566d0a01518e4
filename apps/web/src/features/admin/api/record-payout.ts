import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const recordPayout = ({ id, amount, note }: { id: string; amount: number; note: string }) =>
  apiFetch<unknown>(`/admin/sellers/${id}/payouts`, { method: 'POST', json: { amount, note } });

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
