import type { TrackCancelBody, TrackedOrder, TrackOrderBody } from '@onsale/core/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/orders/track: a guest's order by its number and e-mail. */
export async function trackOrder(body: TrackOrderBody): Promise<TrackedOrder> {
  return (await apiFetch<{ data: TrackedOrder }>('/orders/track', { method: 'POST', json: body })).data;
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}

/** POST /api/orders/track/cancel: a guest cancels one parcel, proving the order again with its e-mail. */
export async function cancelTrackedPart(body: TrackCancelBody): Promise<TrackedOrder> {
  return (await apiFetch<{ data: TrackedOrder }>('/orders/track/cancel', { method: 'POST', json: body })).data;
}

export function useCancelTrackedPart() {
  return useMutation({ mutationFn: cancelTrackedPart });
}
