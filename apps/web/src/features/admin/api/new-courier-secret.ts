import type { courierSecretSchema } from '@onsale/core/contracts/parcel-events';
import type { Courier } from '@onsale/core/couriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { courierUpdatesQueryKey } from './get-courier-updates';

/** A courier's new secret, answered this once: the server keeps only its hash. */
export type CourierSecret = z.infer<typeof courierSecretSchema>;

/** Makes a new secret for the courier's updates: the one it had stops working. */
export const newCourierSecret = async (courier: Courier) =>
  (
    await apiFetch<{ data: CourierSecret }>(`/admin/courier-updates/${encodeURIComponent(courier)}/secret`, {
      method: 'POST',
    })
  ).data;

export function useNewCourierSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newCourierSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courierUpdatesQueryKey }),
  });
}
