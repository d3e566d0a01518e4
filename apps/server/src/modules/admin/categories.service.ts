import type { AdminCategory, CategoryInput } from '@onsale/core/contracts/admin';
import { slugify } from '@onsale/core/slug';
import { asc, count, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { categories, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { derivedProductColumns } from '../catalogue/product-row';
import { categoryPublic } from '../catalogue/visibility';
import { recordAudit } from '../audit/audit-log';

const CATEGORY_NOT_FOUND = 'Category not found';
type CategoryRow = typeof categories.$inferSelect;

function categoryAuditView(row: CategoryRow) {
  return { name: row.name, slug: row.slug, image: row.image, parentId: row.parentId, position: row.position, hidden: row.hidden };
}

/** Re-computes the derived columns (search text holds category names) of the given products after their categories changed. */
async function rederiveProducts(tx: Executor, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const names = new Map((await tx.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [c.id, c.name]));
  const rows = await tx.select().from(products).where(inArray(products.id, productIds));
  for (const row of rows) {
    const categoryNames = [names.get(row.topCategoryId), row.categoryId !== row.topCategoryId ? names.get(row.categoryId) : undefined].filter((n): n is string => Boolean(n));
    await tx
      .update(products)
      .set({ ...derivedProductColumns(row, categoryNames), updatedAt: new Date() })
      .where(eq(products.id, row.id));
  }
}

async function productIdsIn(tx: Executor, categoryId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.categoryId, categoryId), eq(products.topCategoryId, categoryId)));
  return rows.map((r) => r.id);
}

export function createCategoriesService(db: Database, catalogueChanged: CatalogueChanged) {
  async function find(tx: Executor, id: string): Promise<CategoryRow> {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  }

  async function checkParent(tx: Executor, parentId: string | null, selfId?: string): Promise<void> {
    if (!parentId) return;
    if (parentId === selfId) throw badRequest('A category cannot be its own parent', { parentId: 'A category cannot be its own parent' });
    const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId)).limit(1);
    if (!parent) throw badRequest('The parent category does not exist', { parentId: 'The parent category does not exist' });
    // Two levels, as the storefront's menus show them: a top category and its sub-categories.
    if (parent.parentId) throw badRequest('A sub-category cannot have sub-categories of its own', { parentId: 'Choose a top category as the parent' });
  }

  async function checkSlugFree(tx: Executor, slug: string, selfId?: string): Promise<void> {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
    if (row && row.id !== selfId) throw conflict(`A category with the address ${slug} already exists`);
  }

  const done = <T>(value: T): T => {
    catalogueChanged();
    return value;
  };

  return {
    async list(): Promise<AdminCategory[]> {
      const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
      const direct = await db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId);
      const viaTop = await db
        .select({ id: products.topCategoryId, n: count() })
        .from(products)
        .where(sql`${products.categoryId} <> ${products.topCategoryId}`)
        .groupBy(products.topCategoryId);
      const counts = new Map<string, number>();
      for (const r of [...direct, ...viaTop]) counts.set(r.id, (counts.get(r.id) ?? 0) + r.n);
      const inMenus = new Set((await db.select({ id: categories.id }).from(categories).where(categoryPublic)).map((r) => r.id));
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
      }));
    },

    async create(actorId: string, input: CategoryInput): Promise<CategoryRow> {
      const slug = input.slug || slugify(input.name);
      if (!slug) throw badRequest('Name must contain letters or digits', { name: 'Name must contain letters or digits' });
      const row = await db.transaction(async (tx) => {
        await checkParent(tx, input.parentId);
        await checkSlugFree(tx, slug);
        const [last] = await tx
          .select({ position: max(categories.position) })
          .from(categories)
          .where(input.parentId ? eq(categories.parentId, input.parentId) : isNull(categories.parentId));
        const [created] = await tx
          .insert(categories)
          .values({ name: input.name, slug, image: input.image, parentId: input.parentId, position: (last?.position ?? 0) + 1, hidden: input.hidden ?? false })
          .returning();
        await recordAudit(tx, { actorId, action: 'category.create', entity: 'category', entityId: created!.id, after: categoryAuditView(created!) });
        return created!;
      });
      return done(row);
    },

    async update(actorId: string, id: string, input: CategoryInput): Promise<CategoryRow> {
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, id);
        const slug = input.slug || before.slug;
        await checkSlugFree(tx, slug, id);
        if (input.parentId !== before.parentId) {
          // Moving a category would move its products between top categories behind the admin's back.
          const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
          if ((await productIdsIn(tx, id)).length > 0 || (children?.n ?? 0) > 0) throw conflict('A category with products or sub-categories cannot move to another parent');
          await checkParent(tx, input.parentId, id);
        }
        const [after] = await tx
          .update(categories)
          // Hiding a category hides its products and its sub-categories' in the same transaction (a trigger re-lists them).
          .set({ name: input.name, slug, image: input.image, parentId: input.parentId, hidden: input.hidden ?? before.hidden, updatedAt: new Date() })
          .where(eq(categories.id, id))
          .returning();
        if (after!.name !== before.name) await rederiveProducts(tx, await productIdsIn(tx, id));
        await recordAudit(tx, { actorId, action: 'category.update', entity: 'category', entityId: id, before: categoryAuditView(before), after: categoryAuditView(after!) });
        return after!;
      });
      return done(row);
    },

    /** Puts sibling categories in the given order. */
    async reorder(actorId: string, ids: string[]): Promise<void> {
      if (new Set(ids).size !== ids.length) throw badRequest('Each category may appear only once', { ids: 'Each category may appear only once' });
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(categories).where(inArray(categories.id, ids));
        if (rows.length !== ids.length) throw notFound(CATEGORY_NOT_FOUND);
        if (new Set(rows.map((r) => r.parentId)).size > 1) throw badRequest('Only categories with the same parent can be put in order together', { ids: 'Only categories with the same parent can be put in order together' });
        for (const [index, id] of ids.entries()) await tx.update(categories).set({ position: index + 1, updatedAt: new Date() }).where(eq(categories.id, id));
        await recordAudit(tx, { actorId, action: 'category.reorder', entity: 'category', entityId: null, before: { order: [...rows].sort((a, b) => a.position - b.position).map((r) => r.id) }, after: { order: ids } });
      });
      catalogueChanged();
    },

    /** A category with products is deleted only when they move to `moveTo`; one with sub-categories never. */
    async remove(actorId: string, id: string, moveTo: string | undefined): Promise<{ moved: number }> {
      const moved = await db.transaction(async (tx) => {
        const before = await find(tx, id);
        const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
        if ((children?.n ?? 0) > 0) throw conflict('This category has sub-categories. Delete them or move them to another category first.');
        const productIds = await productIdsIn(tx, id);
        if (productIds.length > 0) {
          if (!moveTo) throw conflict(`This category has ${productIds.length} product${productIds.length === 1 ? '' : 's'}. Choose a category to move them to before deleting it.`);
          if (moveTo === id) throw badRequest('Choose another category to move the products to', { moveTo: 'Choose another category' });
          const target = await tx.select().from(categories).where(eq(categories.id, moveTo)).limit(1);
          if (!target[0]) throw badRequest('The category to move the products to does not exist', { moveTo: 'The category does not exist' });
          await tx
            .update(products)
            .set({ categoryId: target[0].id, topCategoryId: target[0].parentId ?? target[0].id })
            .where(inArray(products.id, productIds));
          await rederiveProducts(tx, productIds);
        }
        await tx.delete(categories).where(eq(categories.id, id));
        await recordAudit(tx, { actorId, action: 'category.delete', entity: 'category', entityId: id, before: categoryAuditView(before), after: productIds.length > 0 ? { movedProducts: productIds.length, movedTo: moveTo } : undefined });
        return productIds.length;
      });
      return done({ moved });
    },
  };
}
