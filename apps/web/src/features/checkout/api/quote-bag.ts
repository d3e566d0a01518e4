import { bagLineKey } from '@onsale/core/bag';
import type { CartQuote, CheckoutItem } from '@onsale/core/contracts/checkout';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { BagLine } from '../../../lib/bag/bag-store';

export const toCheckoutItems = (lines: readonly BagLine[]): CheckoutItem[] =>
  lines.map((line) => ({ product_id: line.id, quantity: line.quantity, size: line.size, color: line.color }));

/** POST /api/cart/quote: the bag's current prices and stock, and whether a coupon is valid. */
export async function quoteBag(lines: readonly BagLine[], coupon: string | null = null): Promise<CartQuote> {
  const body = { items: toCheckoutItems(lines), ...(coupon ? { coupon } : {}) };
  return (await apiFetch<{ data: CartQuote }>('/cart/quote', { method: 'POST', json: body })).data;
}

/**
 * The quote of the bag's lines, asked when the page opens and again when a line is added or
 * removed. Quantities are compared with the quoted stock on the page, so a plus or minus does not
 * ask again.
 */
export function useBagQuote(lines: readonly BagLine[]) {
  const keys = lines.map(bagLineKey);
  return useQuery({
    queryKey: ['bag-quote', keys],
    queryFn: () => quoteBag(lines.map((line) => ({ ...line, quantity: 1 }))),
    enabled: lines.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

/** The bag's quote with a coupon the shopper typed: whether the code is valid for these lines. */
export function useQuoteCoupon() {
  return useMutation({
    mutationFn: ({ lines, coupon }: { lines: readonly BagLine[]; coupon: string }) => quoteBag(lines, coupon),
  });
}
