import { PRODUCT_NOT_FOUND } from '@onsale/core/contracts/catalogue';
import type { WishlistItem } from '@onsale/core/contracts/engagement';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { toProductCard } from '../catalogue/catalogue.service';
import { toWishlistAlert } from './alerts.service';
import { createWishlistRepository } from './wishlist.repository';

/** A buyer's saved products. Adding twice or removing what is not there changes nothing and is not an error. */
export function createWishlistService(db: Executor) {
  const repository = createWishlistRepository(db);
  return {
    async list(userId: string): Promise<WishlistItem[]> {
      const rows = await repository.list(userId);
      return rows.map(({ addedAt, alert, ...card }) => ({
        addedAt: addedAt.toISOString(),
        product: toProductCard(card),
        alert: alert && toWishlistAlert(alert),
      }));
    },

    async add(userId: string, productId: string): Promise<void> {
      if (!(await repository.productExists(productId))) throw notFound(PRODUCT_NOT_FOUND);
      await repository.add(userId, productId);
    },

    remove: (userId: string, productId: string) =>
      db.transaction((tx) => createWishlistRepository(tx).remove(userId, productId)),
  };
}
