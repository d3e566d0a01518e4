import type { AdminCategory, CategoryInput } from '@onsale/core/contracts/admin';
import { slugify } from '@onsale/core/slug';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CatalogueChanged } from './catalogue-changes';
import { createProductWritesRepository } from './product-writes.repository';
import { recordAudit } from '../audit/audit.repository';
import { createCategoriesRepository, type CategoryRow } from './categories.repository';
import { checkMarketplaceSizeChart } from './size-charts.service';

const CATEGORY_NOT_FOUND = 'Category not found';

function categoryAuditView(row: CategoryRow) {
  return {
    name: row.name,
    slug: row.slug,
    image: row.image,
    parentId: row.parentId,
    position: row.position,
    hidden: row.hidden,
  };
}

export function createCategoriesService(db: Database, catalogueChanged: CatalogueChanged) {
  async function find(tx: Executor, id: string): Promise<CategoryRow> {
    const row = await createCategoriesRepository(tx).find(id);
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  }

  async function checkParent(tx: Executor, parentId: string | null, selfId?: string): Promise<void> {
    if (!parentId) return;
    if (parentId === selfId)
      throw badRequest('A category cannot be its own parent', { parentId: 'A category cannot be its own parent' });
    const parent = await createCategoriesRepository(tx).find(parentId);
    if (!parent)
      throw badRequest('The parent category does not exist', { parentId: 'The parent category does not exist' });
    // Two levels, as the storefront's menus show them: a top category and its sub-categories.
    if (parent.parentId)
      throw badRequest('A sub-category cannot have sub-categories of its own', {
        parentId: 'Choose a top category as the parent',
      });
  }

  async function checkSlugFree(tx: Executor, slug: string, selfId?: string): Promise<void> {
    const taken = await createCategoriesRepository(tx).idOfSlug(slug);
    if (taken && taken !== selfId) throw conflict(`A category with the address ${slug} already exists`);
  }

  const done = <T>(value: T): T => {
    catalogueChanged();
    return value;
  };

  return {
    async list(): Promise<AdminCategory[]> {
      const repository = createCategoriesRepository(db);
      const rows = await repository.list();
      const counts = await repository.productCounts();
      const inMenus = await repository.publicIds();
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parentId,
        slug: row.slug,
        name: row.name,
        image: row.image,
        position: row.position,
        productCount: counts.get(row.id) ?? 0,
        childCount: rows.filter((child) => child.parentId === row.id).length,
        hidden: row.hidden,
        inMenus: inMenus.has(row.id),
        defaultSizeChartId: row.defaultSizeChartId,
      }));
    },

    async create(actorId: string, input: CategoryInput): Promise<CategoryRow> {
      const slug = input.slug || slugify(input.name);
      if (!slug)
        throw badRequest('Name must contain letters or digits', { name: 'Name must contain letters or digits' });
      const row = await db.transaction(async (tx) => {
        await checkParent(tx, input.parentId);
        await checkSlugFree(tx, slug);
        const created = await createCategoriesRepository(tx).insertLast({
          name: input.name,
          slug,
          image: input.image,
          parentId: input.parentId,
          hidden: input.hidden ?? false,
        });
        await recordAudit(tx, {
          actorId,
          action: 'category.create',
          entity: 'category',
          entityId: created.id,
          after: categoryAuditView(created),
        });
        return created;
      });
      return done(row);
    },

    async update(actorId: string, id: string, input: CategoryInput): Promise<CategoryRow> {
      const row = await db.transaction(async (tx) => {
        const repository = createCategoriesRepository(tx);
        const products = createProductWritesRepository(tx);
        const before = await find(tx, id);
        const slug = input.slug || before.slug;
        await checkSlugFree(tx, slug, id);
        if (input.parentId !== before.parentId) {
          // Moving a category would move its products between top categories behind the admin's back.
          if (
            (await createProductWritesRepository(tx).idsInCategory(id)).length > 0 ||
            (await repository.childCount(id)) > 0
          )
            throw conflict('A category with products or sub-categories cannot move to another parent');
          await checkParent(tx, input.parentId, id);
        }
        // Hiding a category hides its products and its sub-categories' in the same transaction (a trigger re-lists them).
        const after = await repository.update(id, {
          name: input.name,
          slug,
          image: input.image,
          parentId: input.parentId,
          hidden: input.hidden ?? before.hidden,
        });
        if (after.name !== before.name) await products.rederive(await products.idsInCategory(id));
        await recordAudit(tx, {
          actorId,
          action: 'category.update',
          entity: 'category',
          entityId: id,
          before: categoryAuditView(before),
          after: categoryAuditView(after),
        });
        return after;
      });
      return done(row);
    },

    /** Sets (or clears, with null) the marketplace size chart the category's products show when they have none. */
    async setDefaultSizeChart(actorId: string, id: string, sizeChartId: string | null): Promise<CategoryRow> {
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, id);
        if (sizeChartId) await checkMarketplaceSizeChart(tx, sizeChartId);
        const after = (await createCategoriesRepository(tx).setDefaultSizeChart(id, sizeChartId))!;
        await recordAudit(tx, {
          actorId,
          action: 'category.size_chart',
          entity: 'category',
          entityId: id,
          before: { defaultSizeChartId: before.defaultSizeChartId },
          after: { defaultSizeChartId: sizeChartId },
        });
        return after;
      });
      return done(row);
    },

    /** Puts sibling categories in the given order. */
    async reorder(actorId: string, ids: string[]): Promise<void> {
      if (new Set(ids).size !== ids.length)
        throw badRequest('Each category may appear only once', { ids: 'Each category may appear only once' });
      await db.transaction(async (tx) => {
        const repository = createCategoriesRepository(tx);
        const rows = await repository.findMany(ids);
        if (rows.length !== ids.length) throw notFound(CATEGORY_NOT_FOUND);
        if (new Set(rows.map((r) => r.parentId)).size > 1)
          throw badRequest('Only categories with the same parent can be put in order together', {
            ids: 'Only categories with the same parent can be put in order together',
          });
        for (const [index, id] of ids.entries()) await repository.update(id, { position: index + 1 });
        await recordAudit(tx, {
          actorId,
          action: 'category.reorder',
          entity: 'category',
          entityId: null,
          before: { order: [...rows].sort((a, b) => a.position - b.position).map((r) => r.id) },
          after: { order: ids },
        });
      });
      catalogueChanged();
    },

    /** A category with products is deleted only when they move to `moveTo`; one with sub-categories never. */
    async remove(actorId: string, id: string, moveTo: string | undefined): Promise<{ moved: number }> {
      const moved = await db.transaction(async (tx) => {
        const repository = createCategoriesRepository(tx);
        const products = createProductWritesRepository(tx);
        const before = await find(tx, id);
        if ((await repository.childCount(id)) > 0)
          throw conflict('This category has sub-categories. Delete them or move them to another category first.');
        const productIds = await products.idsInCategory(id);
        if (productIds.length > 0) {
          if (!moveTo)
            throw conflict(
              `This category has ${productIds.length} product${productIds.length === 1 ? '' : 's'}. Choose a category to move them to before deleting it.`,
            );
          if (moveTo === id)
            throw badRequest('Choose another category to move the products to', { moveTo: 'Choose another category' });
          const target = await repository.find(moveTo);
          if (!target)
            throw badRequest('The category to move the products to does not exist', {
              moveTo: 'The category does not exist',
            });
          await products.moveToCategory(productIds, target);
          await products.rederive(productIds);
        }
        await repository.remove(id);
        await recordAudit(tx, {
          actorId,
          action: 'category.delete',
          entity: 'category',
          entityId: id,
          before: categoryAuditView(before),
          after: productIds.length > 0 ? { movedProducts: productIds.length, movedTo: moveTo } : undefined,
        });
        return productIds.length;
      });
      return done({ moved });
    },
  };
}
