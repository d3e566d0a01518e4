import { slugify } from '@onsale/core/slug';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, categories, products } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** What an import reads and writes: the catalogue's categories and brands, and products known by their source address. */
export function createImportedProductsRepository(db: Executor) {
  return {
    categories: (): Promise<CategoryRow[]> => db.select().from(categories),

    categoriesById: (ids: string[]): Promise<CategoryRow[]> =>
      db.select().from(categories).where(inArray(categories.id, ids)),

    /** Product ids by the source address they were imported from. */
    async idsBySourceUrl(urls: string[]): Promise<Map<string, string>> {
      if (urls.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, sourceUrl: products.sourceUrl })
        .from(products)
        .where(inArray(products.sourceUrl, urls));
      return new Map(rows.map((r) => [r.sourceUrl!, r.id]));
    },

    /** The product imported from this address, held until the transaction ends. */
    async lockBySourceUrl(url: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.sourceUrl, url)).for('update');
      return row;
    },

    /** The brand of this name or address, whatever its case. */
    async brandIdNamed(name: string): Promise<string | undefined> {
      const [brand] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(sql`lower(${brands.name}) = ${name.toLowerCase()} or ${brands.slug} = ${slugify(name)}`)
        .limit(1);
      return brand?.id;
    },
  };
}
