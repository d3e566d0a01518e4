import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, products, wishlistAlerts, wishlistItems } from '../../db/schema';
import { cardColumns, topCategory } from '../catalogue/catalogue.repository';
import { productListed } from '../catalogue/visibility.repository';

export function createWishlistRepository(db: Executor) {
  return {
    /**
     * The saved products with what a product card shows and the alerts set on them, most recently saved first. A product the
     * shop hides is left out (its card would lead to a missing page) and comes back if it returns.
     */
    list(userId: string) {
      return db
        .select({
          addedAt: wishlistItems.createdAt,
          alert: wishlistAlerts,
          ...cardColumns,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .leftJoin(
          wishlistAlerts,
          and(eq(wishlistAlerts.userId, wishlistItems.userId), eq(wishlistAlerts.productId, wishlistItems.productId)),
        )
        .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(and(eq(wishlistItems.userId, userId), productListed))
        .orderBy(desc(wishlistItems.createdAt), desc(products.id));
    },

    /** Whether a public product has this id. */
    async productExists(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), productListed))
        .limit(1);
      return Boolean(row);
    },

    async add(userId: string, productId: string): Promise<void> {
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    /** Removes the product and the alerts set on it. */
    async remove(userId: string, productId: string): Promise<void> {
      await db
        .delete(wishlistAlerts)
        .where(and(eq(wishlistAlerts.userId, userId), eq(wishlistAlerts.productId, productId)));
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}
