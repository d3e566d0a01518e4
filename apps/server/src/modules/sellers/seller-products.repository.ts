import { isUuid } from '@onsale/core/ids';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { brands, categories, priceRule, products, sellerProfiles } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { variantsJson } from '../catalogue/product-variants.repository';
import { productHiddenReason } from '../catalogue/visibility.repository';

const topCategory = alias(categories, 'top_category');

const columns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  longDescription: products.longDescription,
  brandName: products.brandName,
  brandId: products.brandId,
  categorySlug: categories.slug,
  categoryName: categories.name,
  topCategorySlug: topCategory.slug,
  price: products.price,
  originalPrice: products.originalPrice,
  // the claim the seller edits; shoppers may be shown less (decision 0031)
  discountPercent: products.claimedDiscountPercent,
  onSale: sql<boolean>`(${products.claimedDiscountPercent} > 0 or coalesce(${products.originalPrice} > ${products.price}, false))`,
  // what shoppers are shown, and why, to tell the seller
  shownDiscountPercent: products.discountPercent,
  shownOriginalPrice: products.shownOriginalPrice,
  originalChargedDays: products.originalChargedDays,
  discountCorrection: products.discountCorrection,
  honestPriceMinDays:
    sql<number>`coalesce((select ${priceRule.minDays} from ${priceRule} where ${priceRule.id} = 1), 7)`.mapWith(Number),
  sizes: products.sizes,
  colors: products.colors,
  keywords: products.keywords,
  image: products.image,
  gallery: products.gallery,
  colorImages: products.colorImages,
  videoUrl: products.videoUrl,
  stock: products.stock,
  variants: variantsJson(),
  sizeChartId: products.sizeChartId,
  hiddenReason: productHiddenReason,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  version: products.version,
};

export interface SellerProductFilter {
  /** lower-cased substring of name, description, brand and category */
  text?: string;
  /** a top category or sub-category slug */
  categorySlug?: string;
}

export function createSellerProductsRepository(db: Executor) {
  const ofSeller = (sellerId: string, filter: SellerProductFilter = {}): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [eq(products.sellerId, sellerId)];
    if (filter.text) conditions.push(sql`${products.searchText} like ${`%${escapeLike(filter.text)}%`}`);
    if (filter.categorySlug)
      conditions.push(or(eq(categories.slug, filter.categorySlug), eq(topCategory.slug, filter.categorySlug)));
    return and(...conditions);
  };
  const selectRows = () =>
    db
      .select(columns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId));

  return {
    list(sellerId: string, filter: SellerProductFilter, limit: number, offset = 0) {
      return selectRows()
        .where(ofSeller(sellerId, filter))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset(offset);
    },

    async count(sellerId: string, filter: SellerProductFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
        .where(ofSeller(sellerId, filter));
      return row?.n ?? 0;
    },

    /** Only the seller's own product: another seller's id finds nothing, exactly like a missing one. */
    async find(sellerId: string, productId: string) {
      if (!isUuid(productId)) return undefined;
      const [row] = await selectRows()
        .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
        .limit(1);
      return row;
    },

    /** A category by slug with its top category, for the product's two category columns and its search text. */
    async findCategory(slug: string) {
      const [row] = await db
        .select({
          id: categories.id,
          name: categories.name,
          parentId: categories.parentId,
          topId: topCategory.id,
          topName: topCategory.name,
        })
        .from(categories)
        .leftJoin(topCategory, eq(topCategory.id, categories.parentId))
        .where(eq(categories.slug, slug))
        .limit(1);
      if (!row) return undefined;
      return { id: row.id, name: row.name, topId: row.topId ?? row.id, topName: row.topName ?? row.name };
    },

    /** The seller's brand row, and the profile's brand name for a seller who has none. */
    async sellerBrand(sellerId: string) {
      const [row] = await db
        .select({ id: brands.id, slug: brands.slug, name: brands.name, profileBrandName: sellerProfiles.brandName })
        .from(sellerProfiles)
        .leftJoin(brands, eq(brands.sellerId, sellerProfiles.userId))
        .where(eq(sellerProfiles.userId, sellerId))
        .limit(1);
      return row;
    },
  };
}

export type SellerProductRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSellerProductsRepository>['find']>>
>;
