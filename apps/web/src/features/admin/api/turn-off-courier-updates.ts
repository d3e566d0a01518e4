import type { Courier } from '@onsale/core/couriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { courierUpdatesQueryKey } from './get-courier-updates';

/** Turns the courier's updates off: its secret stops working. */
export const turnOffCourierUpdates = (courier: Courier) =>
  apiFetch<unknown>(`/admin/courier-updates/${encodeURIComponent(courier)}/secret`, { method: 'DELETE' });

export function useTurnOffCourierUpdates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCourierUpdates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courierUpdatesQueryKey }),
  });
}
