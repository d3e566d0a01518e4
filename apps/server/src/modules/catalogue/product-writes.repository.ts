import { isUuid } from '@onsale/core/ids';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, orderItems, productVariants, products } from '../../db/schema';
import { derivedProductColumns, type ProductInsert } from './product-row';

export type ProductRow = typeof products.$inferSelect;

/** The columns a product write may set; the version and the time of the write are the repository's. */
export type ProductValues = Omit<Partial<ProductInsert>, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * Every write to `products`: the catalogue's product-write path (product-writes.service.ts) and the
 * catalogue's own changes of many products at once (category moves, rating sums, a seller's brand
 * renamed, a cancelled seller order's stock put back). The checkout's stock take is in
 * bag-products.repository.ts, the demo catalogue in demo-seed.repository.ts.
 */
export function createProductWritesRepository(db: Executor) {
  return {
    /** Holds the product until the transaction ends and answers it as it is before the write. */
    async lock(id: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
      return row;
    },

    async insert(values: ProductInsert): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    /**
     * Every write counts as a new version of the product; `stockChange` moves the stock by a
     * difference. With `expected`, only the seller's product still at that version is written.
     */
    async update(
      id: string,
      values: ProductValues,
      options: { stockChange?: number; expected?: { version: number; sellerId: string } } = {},
    ): Promise<ProductRow | undefined> {
      const { stockChange = 0, expected } = options;
      const [row] = await db
        .update(products)
        .set({
          ...values,
          ...(stockChange ? { stock: sql`${products.stock} + ${stockChange}` } : {}),
          version: sql`${products.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(products.id, id),
            expected
              ? and(eq(products.sellerId, expected.sellerId), eq(products.version, expected.version))
              : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** With a seller, only that seller's product. */
    async delete(id: string, sellerId?: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(products)
        .where(and(eq(products.id, id), sellerId === undefined ? undefined : eq(products.sellerId, sellerId)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async idsInCategory(categoryId: string): Promise<string[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(or(eq(products.categoryId, categoryId), eq(products.topCategoryId, categoryId)));
      return rows.map((r) => r.id);
    },

    async moveToCategory(productIds: string[], target: { id: string; parentId: string | null }): Promise<void> {
      await db
        .update(products)
        .set({ categoryId: target.id, topCategoryId: target.parentId ?? target.id })
        .where(inArray(products.id, productIds));
    },

    /** Re-computes the derived columns (search text holds category names) of the given products after their categories changed. */
    async rederive(productIds: string[]): Promise<void> {
      if (productIds.length === 0) return;
      const names = new Map(
        (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [c.id, c.name]),
      );
      const rows = await db.select().from(products).where(inArray(products.id, productIds));
      for (const row of rows) {
        const categoryNames = [
          names.get(row.topCategoryId),
          row.categoryId !== row.topCategoryId ? names.get(row.categoryId) : undefined,
        ].filter((n): n is string => Boolean(n));
        await db
          .update(products)
          .set({ ...derivedProductColumns(row, categoryNames), updatedAt: new Date() })
          .where(eq(products.id, row.id));
      }
    },

    /** Moves the product's rating totals by a difference, in the same transaction as the review change. */
    async adjustRating(productId: string, sumDelta: number, countDelta: number): Promise<void> {
      if (sumDelta === 0 && countDelta === 0) return;
      await db
        .update(products)
        .set({
          ratingSum: sql`${products.ratingSum} + ${sumDelta}`,
          ratingCount: sql`${products.ratingCount} + ${countDelta}`,
        })
        .where(eq(products.id, productId));
    },

    /** A seller's brand renamed: the product's brand page address, its brand name and its search text. */
    async renameBrand(
      productId: string,
      values: { website: string; brandName: string; searchText: string },
    ): Promise<void> {
      await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, productId));
    },

    /**
     * Holds a seller order's products (in id order, as the checkout does) until the transaction
     * ends: their variants' stock can then be put back before the products take its sum.
     */
    /**
     * Moves a product's stock by a difference if it stays at nothing or more; a product whose
     * stock is split takes the sum of its variants, which the caller moved first. False when short.
     */
    async moveStock(productId: string, difference: number): Promise<boolean> {
      const ofVariants = sql`(select sum(${productVariants.stock}) from ${productVariants} where ${productVariants.productId} = ${products.id})`;
      const moved = await db
        .update(products)
        .set({
          stock: sql`coalesce(${ofVariants}, ${products.stock} + ${difference})`,
          version: sql`${products.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(products.id, productId), sql`coalesce(${ofVariants}, ${products.stock} + ${difference}) >= 0`))
        .returning({ id: products.id });
      return moved.length > 0;
    },

    async lockOrderProducts(sellerOrderId: string): Promise<void> {
      await db
        .select({ id: products.id })
        .from(products)
        .where(
          inArray(
            products.id,
            db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.sellerOrderId, sellerOrderId)),
          ),
        )
        .orderBy(products.id)
        .for('no key update');
    },

    /**
     * Puts a seller order's quantities back on its products (lines of one product in several sizes
     * add up); a product whose stock is split takes the sum of its variants, which
     * the variants' restock (product-variants.repository.ts) put back first. Returns the products.
     */
    async restock(sellerOrderId: string): Promise<string[]> {
      const returned = db
        .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})`.as('quantity') })
        .from(orderItems)
        .where(eq(orderItems.sellerOrderId, sellerOrderId))
        .groupBy(orderItems.productId)
        .as('returned');
      const ofVariants = sql`(select sum(${productVariants.stock}) from ${productVariants} where ${productVariants.productId} = ${products.id})`;
      const restocked = await db
        .update(products)
        .set({
          stock: sql`coalesce(${ofVariants}, ${products.stock} + ${returned.quantity})`,
          version: sql`${products.version} + 1`,
          updatedAt: new Date(),
        })
        .from(returned)
        .where(eq(products.id, returned.productId))
        .returning({ id: products.id });
      return restocked.map((row) => row.id);
    },
  };
}
