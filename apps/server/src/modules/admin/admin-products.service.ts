import { ADMIN_PRODUCT_CATEGORIES, type AdminProduct, type AdminProductsQuery, type AdminProductUpdate } from '@onsale/core/contracts/admin';
import { PRODUCT_NOT_FOUND } from '@onsale/core/contracts/catalogue';
import { PRODUCT_CHANGED, PRODUCT_CHANGED_CODE, stockChangeProblem } from '@onsale/core/contracts/product-form';
import { productHiddenReasonText } from '@onsale/core/product-visibility';
import type { Database } from '../../db/client';
import type { products } from '../../db/schema';
import { badRequest, ChangedSinceReadError, notFound } from '../../http/errors';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { toProductListing } from '../catalogue/catalogue.service';
import { derivedProductColumns } from '../catalogue/product-row';
import { createAdminProductsRepository, type AdminProductListRow } from './admin-products.repository';
import { recordAudit } from '../audit/audit.repository';
import { productWritten } from '../engagement/product-written';

export function toAdminProduct(row: AdminProductListRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    brand: row.brandName,
    ...toProductListing(row),
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
  return { name: row.name, description: row.description, brandName: row.brandName, price: row.price, originalPrice: row.originalPrice, categoryId: row.categoryId, stock: row.stock, featured: row.featured };
}

export function createAdminProductsService(db: Database, catalogueChanged: CatalogueChanged) {
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
      await db.transaction(async (tx) => {
        const repo = createAdminProductsRepository(tx);
        const before = await repo.findByIdForUpdate(id);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        if (before.version !== input.version) throw new ChangedSinceReadError(PRODUCT_CHANGED, PRODUCT_CHANGED_CODE, toAdminProduct((await repo.findListRow(id))!));
        const stockProblem = stockChangeProblem(before.stock, input.stockChange);
        if (stockProblem) throw badRequest(stockProblem, { stockChange: stockProblem });
        const top = await repo.findTopCategory(input.category);
        if (!top) throw badRequest(`Category must be one of ${ADMIN_PRODUCT_CATEGORIES.join(', ')}`, { category: `The category ${input.category} is not in the catalogue` });
        // A product keeps its sub-category while it stays in the same top category.
        const keepsSubcategory = before.topCategoryId === top.id && before.categoryId !== top.id;
        const sub = keepsSubcategory ? await repo.findCategory(before.categoryId) : undefined;
        const brandChanged = before.brandName.trim().toLowerCase() !== input.brand.toLowerCase();
        const brand = brandChanged ? await repo.findBrandByName(input.brand) : undefined;
        const after = await repo.update(id, {
          name: input.name,
          description: input.description,
          brandName: input.brand,
          brandId: brandChanged ? (brand?.id ?? null) : before.brandId,
          price: input.price,
          originalPrice: input.originalPrice,
          categoryId: sub ? sub.id : top.id,
          topCategoryId: top.id,
          ...derivedProductColumns(
            {
              name: input.name,
              description: input.description,
              longDescription: before.longDescription,
              brandName: input.brand,
              price: input.price,
              originalPrice: input.originalPrice,
              // A discount stated without an original price (a seller's) stays; otherwise it follows the prices.
              discountPercent: input.originalPrice == null ? before.discountPercent : null,
            },
            sub ? [top.name, sub.name] : [top.name],
          ),
        }, input.stockChange);
        await recordAudit(tx, { actorId, action: 'product.update', entity: 'product', entityId: id, before: productAuditView(before), after: productAuditView(after!) });
        // Followers of the brand hear of a bigger discount.
        await productWritten(tx, { product: after!, previousDiscountPercent: before.discountPercent });
      });
      catalogueChanged({ productIds: [id], listsChanged: true });
      return view(id);
    },

    async setFeatured(actorId: string, id: string, featured: boolean): Promise<AdminProduct> {
      await db.transaction(async (tx) => {
        const repo = createAdminProductsRepository(tx);
        const before = await repo.findByIdForUpdate(id);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        await repo.update(id, { featured });
        await recordAudit(tx, { actorId, action: featured ? 'product.feature' : 'product.unfeature', entity: 'product', entityId: id, before: { featured: before.featured }, after: { featured } });
      });
      catalogueChanged({ productIds: [id], listsChanged: true });
      return view(id);
    },

    async remove(actorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createAdminProductsRepository(tx);
        const before = await repo.findByIdForUpdate(id);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        await repo.delete(id);
        await recordAudit(tx, { actorId, action: 'product.delete', entity: 'product', entityId: id, before: { ...productAuditView(before), slug: before.slug, source: before.source } });
      });
      catalogueChanged({ productIds: [id], listsChanged: true });
    },
  };
}
