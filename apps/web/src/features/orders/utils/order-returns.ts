import type { BuyerOrderItem, BuyerSellerOrder } from '@onsale/core/contracts/buyer-orders';

/**
 * An item may be asked back while its parcel is delivered, its return window is open, and some of
 * it has not been asked back already. The server says how many and until when; this only decides
 * whether to offer the link.
 */
export function mayReturn(
  part: Pick<BuyerSellerOrder, 'status' | 'returnableUntil'>,
  item: Pick<BuyerOrderItem, 'returnable'>,
  now: number = Date.now(),
): boolean {
  if (part.status !== 'delivered' || !part.returnableUntil) return false;
  return Date.parse(part.returnableUntil) > now && item.returnable > 0;
}
