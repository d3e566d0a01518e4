import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, products, wishlistItems } from '../../db/schema';
import { cardColumns, topCategory } from '../catalogue/catalogue.repository';
import { productListed } from '../catalogue/visibility.repository';

export function createWishlistRepository(db: Executor) {
  return {
    /**
     * The saved products with what a product card shows, most recently saved first. A product the
     * shop hides is left out (its card would lead to a missing page) and comes back if it returns.
     */
    list(userId: string) {
      return db
        .select({
          addedAt: wishlistItems.createdAt,
          ...cardColumns,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
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

    async remove(userId: string, productId: string): Promise<void> {
      await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}
