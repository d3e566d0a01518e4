import type { AdminProductsQuery } from '@onsale/core/contracts/admin';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { soldOutVariant, variantsJson } from '../catalogue/product-variants.repository';
import { productHiddenReason } from '../catalogue/visibility.repository';

const topCategory = alias(categories, 'top_category');

const listColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  brandName: products.brandName,
  categorySlug: topCategory.slug,
  categoryName: topCategory.name,
  image: products.image,
  price: products.price,
  originalPrice: products.originalPrice,
  // the claim the admin edits; shoppers may be shown less (decision 0031)
  discountPercent: products.claimedDiscountPercent,
  onSale: sql<boolean>`(${products.claimedDiscountPercent} > 0 or coalesce(${products.originalPrice} > ${products.price}, false))`,
  stock: products.stock,
  sizes: products.sizes,
  colors: products.colors,
  variants: variantsJson(),
  gallery: products.gallery,
  colorImages: products.colorImages,
  featured: products.featured,
  source: products.source,
  sourceUrl: products.sourceUrl,
  website: products.website,
  sellerId: products.sellerId,
  hiddenReason: productHiddenReason,
  updatedAt: products.updatedAt,
  version: products.version,
};

function whereOf(query: Pick<AdminProductsQuery, 'source' | 'q' | 'stock'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.source !== 'all') conditions.push(eq(products.source, query.source));
  // A probe of the variants' key per product: a size (or colour) of its split stock has none left.
  if (query.stock === 'sold-out') conditions.push(soldOutVariant);
  if (query.q) conditions.push(sql`${products.searchText} like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  return and(...conditions);
}

export function createAdminProductsRepository(db: Executor) {
  return {
    list(query: AdminProductsQuery) {
      return db
        .select(listColumns)
        .from(products)
        .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
        .where(whereOf(query))
        .orderBy(desc(products.updatedAt), desc(products.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
    },

    async count(query: Pick<AdminProductsQuery, 'source' | 'q' | 'stock'>): Promise<number> {
      const [row] = await db.select({ total: count() }).from(products).where(whereOf(query));
      return row?.total ?? 0;
    },

    async findListRow(id: string) {
      const [row] = await db
        .select(listColumns)
        .from(products)
        .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
        .where(eq(products.id, id))
        .limit(1);
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    /** Locks the row for the rest of the transaction, so two edits cannot interleave. */
    async findByIdForUpdate(id: string) {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for('update').limit(1);
      return row;
    },

    async findTopCategory(slug: string) {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.slug, slug), isNull(categories.parentId)))
        .limit(1);
      return row;
    },

    async findCategory(id: string) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    async findBrandByName(name: string) {
      const [row] = await db
        .select({ id: brands.id, name: brands.name, slug: brands.slug })
        .from(brands)
        .where(
          sql`lower(${brands.name}) = ${name.trim().toLowerCase()} or ${brands.slug} = ${name.trim().toLowerCase()}`,
        )
        .limit(1);
      return row;
    },
  };
}

export type AdminProductListRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminProductsRepository>['findListRow']>>
>;
