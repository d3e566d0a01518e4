import type { DeliveryTimes } from '@onsale/core/contracts/places';
import { apiFetch } from '../api-client';

export const getDeliveryDays = () => apiFetch<{ data: DeliveryTimes }>('/delivery-days').then((r) => r.data);

/** The days per city, asked for when a shopper checks delivery (never with the product page itself). */
export const deliveryDaysQuery = { queryKey: ['delivery-days'], queryFn: getDeliveryDays, staleTime: 10 * 60_000 };
