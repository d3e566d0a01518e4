import type { Me } from '@onsale/core/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { hasSessionHint } from '../../../lib/session/session-hint';

/** The signed-in buyer's contact details for the shipping form; null when signed out. */
export async function getBuyerDetails(): Promise<Me | null> {
  if (!hasSessionHint()) return null;
  try {
    return (await apiFetch<{ data: Me }>('/me')).data;
  } catch (error) {
    // Signed out, or an older server without the endpoint: the form simply starts empty.
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export function useBuyerDetails() {
  return useQuery({
    queryKey: ['me', 'shipping-details'],
    queryFn: getBuyerDetails,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
