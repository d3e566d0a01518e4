import {
  checkoutResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CheckoutBody,
  type CheckoutResponse,
} from '@onsale/core/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

export const INVALID_ORDER_RESPONSE = 'Invalid order response from server';

/** The answer had no order or no customer: the spec's client treats that as a failure. */
export class InvalidOrderResponseError extends Error {
  constructor() {
    super(INVALID_ORDER_RESPONSE);
  }
}

// A lost answer or a restarting server: the same key makes the retry safe.
const RETRY_DELAYS_MS = [500, 1500];
const isTransient = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/** POST /api/docheckout with this attempt's Idempotency-Key, retried on a lost answer. */
export async function placeOrder(
  body: CheckoutBody,
  idempotencyKey: string,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<CheckoutResponse['data']> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await apiFetch<unknown>('/docheckout', {
        method: 'POST',
        json: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      });
      const parsed = checkoutResponseSchema.safeParse(response);
      if (!parsed.success) throw new InvalidOrderResponseError();
      return parsed.data.data;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await wait(delay);
    }
  }
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) =>
      placeOrder(body, idempotencyKey),
  });
}
