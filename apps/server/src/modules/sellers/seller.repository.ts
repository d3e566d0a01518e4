import type { SellerStatus } from '@onsale/core/contracts/accounts';
import { and, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { brands, brandSlugHistory, categories, products, sellerOrders, sellerProfiles, users } from '../../db/schema';
import { cancellationRateSql, inCancellationWindow } from './seller-insights.repository';
import { escapeLike } from '../../db/like';
import { shopDayOf } from '../../db/shop-day';

const topCategory = alias(categories, 'top_category');

export interface SellerDirectoryFilter {
  status: 'all' | SellerStatus;
  /** brand, e-mail or name (substring) */
  q?: string;
}

const directoryColumns = {
  userId: sellerProfiles.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  brandName: sellerProfiles.brandName,
  businessDescription: sellerProfiles.businessDescription,
  website: sellerProfiles.website,
  storeCategory: sellerProfiles.storeCategory,
  taxId: sellerProfiles.taxId,
  status: sellerProfiles.status,
  commissionRateBp: sellerProfiles.commissionRateBp,
  createdAt: sellerProfiles.createdAt,
};

function directoryWhere(filter: SellerDirectoryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status !== 'all') conditions.push(eq(sellerProfiles.status, filter.status));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(sellerProfiles.brandName, like),
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
      ),
    );
  }
  return and(...conditions);
}

export type SellerProfileRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSellerRepository>['findProfile']>>
>;

export function createSellerRepository(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          status: users.status,
          firstName: users.firstName,
          lastName: users.lastName,
          sellerStatus: sellerProfiles.status,
        })
        .from(users)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async profileExists(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sellerProfiles.userId })
        .from(sellerProfiles)
        .where(eq(sellerProfiles.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    async insertProfile(values: typeof sellerProfiles.$inferInsert): Promise<void> {
      await db.insert(sellerProfiles).values(values);
    },

    /** The seller with their account and brand; `lock` holds the profile row for the rest of the transaction. */
    async findProfile(userId: string, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          userId: sellerProfiles.userId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          address: users.address,
          brandName: sellerProfiles.brandName,
          businessDescription: sellerProfiles.businessDescription,
          website: sellerProfiles.website,
          storeCategory: sellerProfiles.storeCategory,
          taxId: sellerProfiles.taxId,
          logo: sellerProfiles.logo,
          status: sellerProfiles.status,
          commissionRateBp: sellerProfiles.commissionRateBp,
          createdAt: sellerProfiles.createdAt,
          brandId: brands.id,
          brandSlug: brands.slug,
        })
        .from(sellerProfiles)
        .innerJoin(users, eq(users.id, sellerProfiles.userId))
        .leftJoin(brands, eq(brands.sellerId, sellerProfiles.userId))
        .where(eq(sellerProfiles.userId, userId))
        .limit(1);
      const [row] = options.lock ? await query.for('update', { of: sellerProfiles }) : await query;
      return row;
    },

    async updateProfile(userId: string, values: Partial<typeof sellerProfiles.$inferInsert>): Promise<void> {
      await db
        .update(sellerProfiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sellerProfiles.userId, userId));
    },

    async setStatus(userId: string, status: 'pending' | 'approved' | 'rejected' | 'blocked'): Promise<void> {
      await db.update(sellerProfiles).set({ status, updatedAt: new Date() }).where(eq(sellerProfiles.userId, userId));
    },

    /** Whether another brand (not this seller's) already has the slug. */
    async brandSlugTaken(slug: string, exceptBrandId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.slug, slug), exceptBrandId ? ne(brands.id, exceptBrandId) : undefined))
        .limit(1);
      return Boolean(row);
    },

    async insertBrand(values: {
      slug: string;
      name: string;
      description: string;
      logo: string;
      sellerId: string;
    }): Promise<string> {
      const [row] = await db
        .insert(brands)
        .values({ ...values, websiteValue: values.slug })
        .returning({ id: brands.id });
      // a slug another brand had before is this brand's address now
      await db.delete(brandSlugHistory).where(eq(brandSlugHistory.oldSlug, values.slug));
      return row!.id;
    },

    /** Writes a brand; a new slug keeps the old one as an address that moves to the brand's page. */
    async updateBrand(
      brandId: string,
      values: { slug: string; name: string; description: string; logo: string },
    ): Promise<void> {
      const [before] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, brandId)).for('update');
      await db
        .update(brands)
        .set({ ...values, websiteValue: values.slug, updatedAt: new Date() })
        .where(eq(brands.id, brandId));
      if (!before || before.slug === values.slug) return;
      await db.delete(brandSlugHistory).where(eq(brandSlugHistory.oldSlug, values.slug));
      await db
        .insert(brandSlugHistory)
        .values({ oldSlug: before.slug, brandId })
        .onConflictDoUpdate({ target: brandSlugHistory.oldSlug, set: { brandId, createdAt: new Date() } });
    },

    /** The seller's products of a brand, with what their search text is made of. */
    async productsOfBrand(sellerId: string, brandId: string) {
      return db
        .select({
          id: products.id,
          name: products.name,
          description: products.description,
          brandName: products.brandName,
          categoryName: categories.name,
          topCategoryName: topCategory.name,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
        .where(and(eq(products.sellerId, sellerId), eq(products.brandId, brandId)));
    },

    /** Sellers as the admin lists them: account, profile and product count, by status and a search. */
    directory() {
      const productCount = db
        .select({ sellerId: products.sellerId, n: count().as('n') })
        .from(products)
        .groupBy(products.sellerId)
        .as('product_count');
      const cancelRate = db
        .select({ sellerId: sellerOrders.sellerId, rate: cancellationRateSql.as('rate') })
        .from(sellerOrders)
        .where(inCancellationWindow)
        .groupBy(sellerOrders.sellerId)
        .as('cancel_rate');
      const select = () =>
        db
          .select({ ...directoryColumns, products: productCount.n, cancellationRate: cancelRate.rate })
          .from(sellerProfiles)
          .innerJoin(users, eq(users.id, sellerProfiles.userId))
          .leftJoin(productCount, eq(productCount.sellerId, sellerProfiles.userId))
          .leftJoin(cancelRate, eq(cancelRate.sellerId, sellerProfiles.userId));
      return {
        list: (filter: SellerDirectoryFilter, limit: number, offset: number) =>
          select()
            .where(directoryWhere(filter))
            .orderBy(desc(sellerProfiles.createdAt), desc(sellerProfiles.userId))
            .limit(limit)
            .offset(offset),
        async count(filter: SellerDirectoryFilter): Promise<number> {
          const [row] = await db
            .select({ n: count() })
            .from(sellerProfiles)
            .innerJoin(users, eq(users.id, sellerProfiles.userId))
            .where(directoryWhere(filter));
          return row?.n ?? 0;
        },
        async find(userId: string) {
          const [row] = await select().where(eq(sellerProfiles.userId, userId)).limit(1);
          return row;
        },
      };
    },

    /** Which of these accounts have a seller profile. */
    async sellerIdsAmong(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ id: sellerProfiles.userId })
        .from(sellerProfiles)
        .where(inArray(sellerProfiles.userId, userIds));
      return new Set(rows.map((row) => row.id));
    },

    /** Sellers waiting for an admin's decision. */
    async countPending(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(sellerProfiles).where(eq(sellerProfiles.status, 'pending'));
      return row?.n ?? 0;
    },

    /** Seller accounts opened per shop day since `since`. */
    newPerDay(since: Date) {
      return db
        .select({ day: shopDayOf(sellerProfiles.createdAt), n: count() })
        .from(sellerProfiles)
        .where(gte(sellerProfiles.createdAt, since))
        .groupBy(shopDayOf(sellerProfiles.createdAt));
    },
  };
}

export type SellerRepository = ReturnType<typeof createSellerRepository>;
