import type { Executor } from '../../db/client';
import { tellWishlistAlerts } from './alerts.service';
import { notifyBrandFollowers, type NotifiedProduct } from './notifications.service';

/**
 * What shoppers are told after every product write, in its transaction: the brand's followers of a
 * new product or a bigger discount, wishlist alerts of a price drop or a return to stock. Pass the
 * discount the product had before for an update; leave it out for a new product. The catalogue's
 * product-write path (catalogue/product-writes.service.ts) calls it for every write.
 */
export async function productWritten(
  tx: Executor,
  event: { product: NotifiedProduct; previousDiscountPercent?: number | null },
): Promise<void> {
  await notifyBrandFollowers(tx, event);
  await tellWishlistAlerts(tx, [event.product.id]);
}
