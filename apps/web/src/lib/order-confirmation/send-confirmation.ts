import type { ConfirmationSent } from '@onsale/core/contracts/order-confirmation';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * POST /api/orders/:orderId/confirmation/send: "Confirm now". The shop e-mails the link again, or,
 * with an SMS gateway, texts a 6-digit code; the answer says which, and where to (masked).
 */
export const sendConfirmation = async (orderId: string) =>
  (
    await apiFetch<{ data: ConfirmationSent }>(`/orders/${encodeURIComponent(orderId)}/confirmation/send`, {
      method: 'POST',
    })
  ).data;

export function useSendConfirmation() {
  return useMutation({ mutationFn: sendConfirmation });
}
