import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { banners } from '../../db/schema';

export type BannerRow = typeof banners.$inferSelect;
type BannerValues = Pick<BannerRow, 'title' | 'description' | 'image' | 'link' | 'active'>;

/** The home page's banners, in their order. */
export function createBannersRepository(db: Executor) {
  return {
    list: () => db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt)),

    findMany: (ids: string[]) => db.select().from(banners).where(inArray(banners.id, ids)),

    /** A new banner goes last. */
    async insertLast(values: BannerValues): Promise<BannerRow> {
      const [last] = await db.select({ position: max(banners.position) }).from(banners);
      const [created] = await db
        .insert(banners)
        .values({ ...values, position: (last?.position ?? 0) + 1 })
        .returning();
      return created!;
    },

    async lock(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
      return row;
    },

    async update(id: string, values: Partial<BannerValues & { position: number }>): Promise<BannerRow | undefined> {
      const [row] = await db
        .update(banners)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(banners.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
      return row;
    },
  };
}
