import type { AwaitingConfirmation, ConfirmationOutcomeAnswer } from '@onsale/core/contracts/order-confirmation';
import type { ConfirmationOutcome } from '@onsale/core/order-confirmation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { orderConfirmationsQueryKey } from './get-order-confirmations';

/** POST /api/admin/orders/:orderId/confirmation: what came of the call to the shopper. */
export const recordConfirmationOutcome = async ({
  orderId,
  outcome,
}: {
  orderId: string;
  outcome: ConfirmationOutcome;
}) =>
  (
    await apiFetch<{ data: ConfirmationOutcomeAnswer }>(`/admin/orders/${encodeURIComponent(orderId)}/confirmation`, {
      method: 'POST',
      json: { outcome },
    })
  ).data;

/**
 * The list follows at once: a confirmed or cancelled order leaves it, an unanswered call counts on
 * its row. Every admin list refreshes after (the order's status, the dashboard).
 */
export function useRecordConfirmationOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConfirmationOutcome,
    onSuccess: (answer) => {
      queryClient.setQueryData<AwaitingConfirmation[]>(orderConfirmationsQueryKey, (orders) =>
        orders
          ?.filter((order) => order.orderId !== answer.orderId || answer.confirmation === 'awaiting')
          .map((order) =>
            order.orderId === answer.orderId
              ? { ...order, calls: answer.calls, lastCalledAt: new Date().toISOString() }
              : order,
          ),
      );
      return queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
