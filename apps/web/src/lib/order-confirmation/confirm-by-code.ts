import type { ConfirmationCodeBody, ConfirmedOrder } from '@onsale/core/contracts/order-confirmation';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** POST /api/orders/:orderId/confirmation/code: the 6-digit code from the SMS confirms the order. */
export const confirmByCode = async ({ orderId, code }: ConfirmationCodeBody & { orderId: string }) =>
  (
    await apiFetch<{ data: ConfirmedOrder }>(`/orders/${encodeURIComponent(orderId)}/confirmation/code`, {
      method: 'POST',
      json: { code },
    })
  ).data;

export function useConfirmByCode() {
  return useMutation({ mutationFn: confirmByCode });
}
