import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandFollows, brands } from '../../db/schema';
import { brandPublic } from '../catalogue/visibility.repository';

export function createBrandFollowsRepository(db: Executor) {
  return {
    /** Active first, then by brand name (spec section 4). */
    list(userId: string) {
      return db
        .select({
          id: brandFollows.id,
          active: brandFollows.active,
          createdAt: brandFollows.createdAt,
          updatedAt: brandFollows.updatedAt,
          brandSlug: brands.slug,
          brandName: brands.name,
          brandLogo: brands.logo,
        })
        .from(brandFollows)
        .innerJoin(brands, eq(brands.id, brandFollows.brandId))
        .where(eq(brandFollows.userId, userId))
        .orderBy(desc(brandFollows.active), asc(sql`lower(${brands.name})`), asc(brands.slug));
    },

    /** By slug, or by name case-insensitively; `publicOnly` finds only a brand the shop shows. */
    async findBrand(slugOrName: string, options: { publicOnly?: boolean } = {}) {
      const [row] = await db
        .select({ id: brands.id, slug: brands.slug, name: brands.name, logo: brands.logo })
        .from(brands)
        .where(
          and(
            sql`(${brands.slug} = ${slugOrName} or lower(${brands.name}) = ${slugOrName.toLowerCase()})`,
            options.publicOnly ? brandPublic : undefined,
          ),
        )
        .orderBy(sql`${brands.slug} = ${slugOrName} desc`)
        .limit(1);
      return row;
    },

    async find(userId: string, brandId: string) {
      const [row] = await db
        .select()
        .from(brandFollows)
        .where(and(eq(brandFollows.userId, userId), eq(brandFollows.brandId, brandId)))
        .limit(1);
      return row;
    },

    /**
     * Follows the brand: a new record, or an inactive one made active again. Returns what happened;
     * 'already' when an active record exists. One statement, so two clicks at once cannot make two rows.
     */
    async follow(userId: string, brandId: string): Promise<'created' | 'reactivated' | 'already'> {
      const now = new Date();
      const inserted = await db
        .insert(brandFollows)
        .values({ userId, brandId, active: true })
        .onConflictDoNothing()
        .returning({ id: brandFollows.id });
      if (inserted.length > 0) return 'created';
      const reactivated = await db
        .update(brandFollows)
        .set({ active: true, updatedAt: now })
        .where(and(eq(brandFollows.userId, userId), eq(brandFollows.brandId, brandId), eq(brandFollows.active, false)))
        .returning({ id: brandFollows.id });
      return reactivated.length > 0 ? 'reactivated' : 'already';
    },

    async setActive(userId: string, brandId: string, active: boolean) {
      const [row] = await db
        .update(brandFollows)
        .set({ active, updatedAt: new Date() })
        .where(and(eq(brandFollows.userId, userId), eq(brandFollows.brandId, brandId)))
        .returning();
      return row;
    },
  };
}
