import type { DeliveryTimes, DeliveryTimesBody } from '@onsale/core/contracts/places';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveryDaysQuery } from '../../../lib/catalogue/get-delivery-days';

export const saveDeliveryDays = async (body: DeliveryTimesBody) =>
  (await apiFetch<{ data: DeliveryTimes }>('/admin/delivery-days', { method: 'PUT', json: body })).data;

/** The product pages' delivery check reads the same days: its cached answer is replaced. */
export function useSaveDeliveryDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryDays,
    onSuccess: (saved) => queryClient.setQueryData(deliveryDaysQuery.queryKey, saved),
  });
}
