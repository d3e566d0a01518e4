import type { courierWebhooksSchema } from '@onsale/core/contracts/parcel-events';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** Every courier the shop knows, whether its updates are on, and the address they are sent to (`{courier}` in it). */
export type CourierUpdates = z.infer<typeof courierWebhooksSchema>;
export type CourierUpdate = CourierUpdates['data'][number];

export const courierUpdatesQueryKey = [...adminKey, 'courier-updates'] as const;

export const getCourierUpdates = () => apiFetch<CourierUpdates>('/admin/courier-updates');

export function useCourierUpdates() {
  return useQuery({ queryKey: courierUpdatesQueryKey, queryFn: getCourierUpdates });
}
