import {
  ADMIN_PRODUCT_CATEGORIES,
  type AdminProduct,
  type AdminProductsQuery,
  type AdminProductUpdate,
} from '@onsale/core/contracts/admin';
import { colorImagesOf } from '@onsale/core/color-images';
import { PRODUCT_NOT_FOUND } from '@onsale/core/contracts/catalogue';
import { PRODUCT_CHANGED, PRODUCT_CHANGED_CODE, stockChangeProblem } from '@onsale/core/contracts/product-form';
import { productHiddenReasonText } from '@onsale/core/product-visibility';
import type { Database } from '../../db/client';
import type { products } from '../../db/schema';
import { badRequest, ChangedSinceReadError, notFound } from '../../http/errors';
import { toProductListing } from '../catalogue/catalogue.service';
import type { ProductWriteService } from '../catalogue/product-writes.service';
import { createAdminProductsRepository, type AdminProductListRow } from './admin-products.repository';

export function toAdminProduct(row: AdminProductListRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    brand: row.brandName,
    ...toProductListing(row),
    sizes: row.sizes,
    colors: row.colors,
    variants: row.variants,
    gallery: row.gallery,
    colorImages: colorImagesOf(row.colors, row.colorImages),
    featured: row.featured,
    source: row.source,
    sourceUrl: row.sourceUrl,
    website: row.website,
    sellerId: row.sellerId,
    hiddenReason: productHiddenReasonText(row.hiddenReason),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** What the audit log keeps of a product: the fields an admin can change. */
function productAuditView(row: typeof products.$inferSelect) {
  return {
    name: row.name,
    description: row.description,
    brandName: row.brandName,
    price: row.price,
    originalPrice: row.originalPrice,
    categoryId: row.categoryId,
    stock: row.stock,
    featured: row.featured,
  };
}

/** An admin's colour picture is one the product shows already: the admin does not upload pictures. */
export const NOT_A_PICTURE_OF_THE_PRODUCT = "Choose one of this product's own pictures";

/** The admin's products: the admin may change any product; writes go through the catalogue's product-write path. */
export function createAdminProductsService(db: Database, productWrites: ProductWriteService) {
  const repository = createAdminProductsRepository(db);

  async function view(id: string): Promise<AdminProduct> {
    const row = await repository.findListRow(id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return toAdminProduct(row);
  }

  return {
    async list(query: AdminProductsQuery) {
      const [rows, total] = await Promise.all([repository.list(query), repository.count(query)]);
      return { data: rows.map(toAdminProduct), page: query.page, pageSize: query.pageSize, total };
    },

    get: view,

    /**
     * Saves the form over the product it read (locked here, so nothing changes it until commit):
     * refused with 409 and the product as it is now when its version moved since the form read it;
     * stock moves only by the form's adjustment.
     */
    async update(actorId: string, id: string, input: AdminProductUpdate): Promise<AdminProduct> {
      await productWrites.transaction('admin', async (tx, writes) => {
        const repo = createAdminProductsRepository(tx);
        const before = await repo.findByIdForUpdate(id);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        if (before.version !== input.version)
          throw new ChangedSinceReadError(
            PRODUCT_CHANGED,
            PRODUCT_CHANGED_CODE,
            toAdminProduct((await repo.findListRow(id))!),
          );
        const stockProblem = stockChangeProblem(before.stock, input.stockChange);
        if (stockProblem) throw badRequest(stockProblem, { stockChange: stockProblem });
        const top = await repo.findTopCategory(input.category);
        if (!top)
          throw badRequest(`Category must be one of ${ADMIN_PRODUCT_CATEGORIES.join(', ')}`, {
            category: `The category ${input.category} is not in the catalogue`,
          });
        const pictures = new Set([before.image, ...before.gallery, ...Object.values(before.colorImages)]);
        const foreign = (input.colorImages ?? []).findIndex((entry) => !pictures.has(entry.image));
        if (foreign >= 0)
          throw badRequest(NOT_A_PICTURE_OF_THE_PRODUCT, {
            [`colorImages.${foreign}.image`]: NOT_A_PICTURE_OF_THE_PRODUCT,
          });
        // A product keeps its sub-category while it stays in the same top category.
        const keepsSubcategory = before.topCategoryId === top.id && before.categoryId !== top.id;
        const sub = keepsSubcategory ? await repo.findCategory(before.categoryId) : undefined;
        const brandChanged = before.brandName.trim().toLowerCase() !== input.brand.toLowerCase();
        const brand = brandChanged ? await repo.findBrandByName(input.brand) : undefined;
        await writes.update(tx, {
          id,
          values: {
            name: input.name,
            description: input.description,
            brandName: input.brand,
            brandId: brandChanged ? (brand?.id ?? null) : before.brandId,
            price: input.price,
            originalPrice: input.originalPrice,
            categoryId: sub ? sub.id : top.id,
            topCategoryId: top.id,
          },
          description: {
            fields: {
              name: input.name,
              description: input.description,
              longDescription: before.longDescription,
              brandName: input.brand,
              price: input.price,
              originalPrice: input.originalPrice,
              // A discount stated without an original price (a seller's) stays; otherwise it follows the prices.
              discountPercent: input.originalPrice == null ? before.discountPercent : null,
            },
            categoryNames: sub ? [top.name, sub.name] : [top.name],
          },
          stockChange: input.stockChange,
          variantStock: input.variantStock,
          colorImages: input.colorImages,
          audit: { actorId, action: 'product.update', before: productAuditView(before), after: productAuditView },
          announce: 'shown',
        });
      });
      return view(id);
    },

    async setFeatured(actorId: string, id: string, featured: boolean): Promise<AdminProduct> {
      await productWrites.transaction('admin', async (tx, writes) => {
        const before = await createAdminProductsRepository(tx).findByIdForUpdate(id);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        await writes.update(tx, {
          id,
          values: { featured },
          audit: {
            actorId,
            action: featured ? 'product.feature' : 'product.unfeature',
            before: { featured: before.featured },
            after: () => ({ featured }),
          },
          announce: 'shown',
        });
      });
      return view(id);
    },

    async remove(actorId: string, id: string): Promise<void> {
      await productWrites.transaction('admin', async (tx, writes) => {
        const before = await createAdminProductsRepository(tx).findByIdForUpdate(id);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        await writes.remove(tx, {
          id,
          audit: {
            actorId,
            action: 'product.delete',
            before: { ...productAuditView(before), slug: before.slug, source: before.source },
          },
        });
      });
    },
  };
}
