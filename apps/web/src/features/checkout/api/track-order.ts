import type { TrackedOrder, TrackOrderBody } from '@onsale/core/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/orders/track: a guest's order by its number and e-mail. */
export async function trackOrder(body: TrackOrderBody): Promise<TrackedOrder> {
  return (await apiFetch<{ data: TrackedOrder }>('/orders/track', { method: 'POST', json: body })).data;
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
