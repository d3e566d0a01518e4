import { asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema';
import { categoryPublic } from './visibility.repository';

export type CategoryRow = typeof categories.$inferSelect;
type CategoryValues = Pick<CategoryRow, 'name' | 'slug' | 'image' | 'parentId' | 'hidden'>;

/** The category tree as the admin edits it, and the products its changes move or re-describe. */
export function createCategoriesRepository(db: Executor) {
  return {
    list: () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),

    /** Products per category, a sub-category's products counted in its top category too. */
    async productCounts(): Promise<Map<string, number>> {
      const direct = await db
        .select({ id: products.categoryId, n: count() })
        .from(products)
        .groupBy(products.categoryId);
      const viaTop = await db
        .select({ id: products.topCategoryId, n: count() })
        .from(products)
        .where(sql`${products.categoryId} <> ${products.topCategoryId}`)
        .groupBy(products.topCategoryId);
      const counts = new Map<string, number>();
      for (const r of [...direct, ...viaTop]) counts.set(r.id, (counts.get(r.id) ?? 0) + r.n);
      return counts;
    },

    /** The categories the storefront's menus show. */
    async publicIds(): Promise<Set<string>> {
      return new Set((await db.select({ id: categories.id }).from(categories).where(categoryPublic)).map((r) => r.id));
    },

    async find(id: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    findMany: (ids: string[]) => db.select().from(categories).where(inArray(categories.id, ids)),

    async idOfSlug(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
      return row?.id;
    },

    async childCount(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
      return row?.n ?? 0;
    },

    /** A new category goes last among its siblings. */
    async insertLast(values: CategoryValues): Promise<CategoryRow> {
      const [last] = await db
        .select({ position: max(categories.position) })
        .from(categories)
        .where(values.parentId ? eq(categories.parentId, values.parentId) : isNull(categories.parentId));
      const [created] = await db
        .insert(categories)
        .values({ ...values, position: (last?.position ?? 0) + 1 })
        .returning();
      return created!;
    },

    async update(id: string, values: Partial<CategoryValues & { position: number }>): Promise<CategoryRow> {
      const [row] = await db
        .update(categories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },

    /** The marketplace chart the category's products show when they have none of their own (null: none). */
    async setDefaultSizeChart(id: string, sizeChartId: string | null): Promise<CategoryRow | undefined> {
      const [row] = await db
        .update(categories)
        .set({ defaultSizeChartId: sizeChartId, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },
  };
}
