import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, products, wishlistItems } from '../../db/schema';
import { cardColumns, topCategory } from '../catalogue/catalogue.repository';

export function createWishlistRepository(db: Executor) {
  return {
    /** The saved products with what a product card shows, most recently saved first. */
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
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(products.id));
    },

    async productExists(productId: string): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
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
