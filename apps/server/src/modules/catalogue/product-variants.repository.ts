import type { VariantStock } from '@onsale/core/variants';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, productVariants, products } from '../../db/schema';

/**
 * A product's variants as a JSON list, in the order the product lists its sizes and colours, for
 * a select of `products` (its page, the bag, the checkout): `[]` when its stock is not split.
 */
export function variantsJson(
  product: { id: SQLWrapper; sizes: SQLWrapper; colors: SQLWrapper } = products,
): SQL<VariantStock[]> {
  return sql<VariantStock[]>`coalesce((
    select json_agg(json_build_object('size', v.size, 'color', v.color, 'stock', v.stock)
      order by array_position(${product.sizes}, v.size), array_position(${product.colors}, v.color), v.size, v.color)
    from ${productVariants} v where v.product_id = ${product.id}), '[]'::json)`;
}

/** Whether the product's stock is split: it has variants. */
const split = sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id})`;

/**
 * The product offers this size and it can be bought: a product whose stock is split has some of
 * it in stock, in any colour (a filter by size shows what a shopper can choose).
 */
export function sizeInStock(size: unknown): SQL {
  return sql`(${size} = any(${products.sizes}) and (not ${split} or exists (
    select 1 from ${productVariants} v where v.product_id = ${products.id} and v.size = ${size} and v.stock > 0)))`;
}

/**
 * A search's word that names one of the product's sizes ("xl") is found only while that size can
 * be bought: a shopper typing "kurta xl" wants an XL. A product whose stock is not split, and a
 * word that names none of its sizes, are unaffected. Sizes are compared as sellers write them
 * ("xl", "XL", "Xl"): an array overlap, cheap for the many rows a common word matches. (`offset 0`
 * keeps the look-up per product, by its index: unfenced, PostgreSQL hashes every variant of the size.)
 */
export function sizeWordInStock(word: string): SQL {
  const written = [...new Set([word, word.toUpperCase(), word.charAt(0).toUpperCase() + word.slice(1)])];
  const named = sql`${sql.param(written)}::text[]`;
  return sql`(not (${products.sizes} && ${named}) or exists (
    select 1 from ${productVariants} v where v.product_id = ${products.id} and v.size = any(${named}) and v.stock > 0 offset 0)
    or not ${split})`;
}

/** Some size or colour of the product's split stock is sold out (a product whose stock is not split has none). */
export const soldOutVariant: SQL = sql`exists (
    select 1 from ${productVariants} v where v.product_id = ${products.id} and v.stock = 0)`;

/** The sizes of the product that can be bought: all it offers while its stock is not split. */
export const sizesInStock: SQL<string[]> = sql<string[]>`(case when ${split} then array(
    select distinct v.size from ${productVariants} v where v.product_id = ${products.id} and v.stock > 0 and v.size <> '')
  else ${products.sizes} end)`;

/**
 * Every write to `product_variants`, apart from the checkout's stock take (bag-products.repository.ts).
 * Each runs in a product write's transaction, after the product is locked: a checkout locks the
 * product first too, so the two never interleave.
 */
export function createProductVariantsRepository(db: Executor) {
  return {
    /** The product's variants as they are, held until the transaction ends. */
    async lock(productId: string): Promise<VariantStock[]> {
      return db
        .select({ size: productVariants.size, color: productVariants.color, stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(productVariants.size, productVariants.color)
        .for('update');
    },

    /** Makes the product's variants these, with this stock: cells not among them are dropped. */
    async replace(productId: string, variants: readonly VariantStock[]): Promise<void> {
      const kept = variants.map((variant) => sql`(${variant.size}, ${variant.color})`);
      await db
        .delete(productVariants)
        .where(
          and(
            eq(productVariants.productId, productId),
            kept.length > 0
              ? sql`(${productVariants.size}, ${productVariants.color}) not in (${sql.join(kept, sql`, `)})`
              : undefined,
          ),
        );
      if (variants.length === 0) return;
      await db
        .insert(productVariants)
        .values(variants.map((variant) => ({ productId, ...variant })))
        .onConflictDoUpdate({
          target: [productVariants.productId, productVariants.size, productVariants.color],
          set: { stock: sql`excluded.stock` },
        });
    },

    /**
     * Moves one size × colour's stock by a difference (taken when negative) if it stays at nothing
     * or more: answers false when it would not, or when the product has no such variant.
     */
    async move(productId: string, size: string, color: string, difference: number): Promise<boolean> {
      const moved = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${difference}` })
        .where(
          and(
            eq(productVariants.productId, productId),
            eq(productVariants.size, size),
            eq(productVariants.color, color),
            sql`${productVariants.stock} + ${difference} >= 0`,
          ),
        )
        .returning({ stock: productVariants.stock });
      return moved.length > 0;
    },

    /** Whether the product's stock is kept per size and colour. */
    async isSplit(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .limit(1);
      return row !== undefined;
    },

    /** Puts a cancelled seller order's quantities back on the variants its lines took from. */
    async restock(sellerOrderId: string): Promise<void> {
      const returned = db
        .select({
          productId: orderItems.productId,
          size: orderItems.size,
          color: orderItems.color,
          quantity: sql<number>`sum(${orderItems.quantity})`.as('quantity'),
        })
        .from(orderItems)
        .where(eq(orderItems.sellerOrderId, sellerOrderId))
        .groupBy(orderItems.productId, orderItems.size, orderItems.color)
        .as('returned');
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${returned.quantity}` })
        .from(returned)
        .where(
          and(
            eq(productVariants.productId, returned.productId),
            eq(productVariants.size, returned.size),
            eq(productVariants.color, returned.color),
          ),
        );
    },
  };
}
