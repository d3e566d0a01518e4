import {
  ALREADY_SUBSCRIBED,
  BRAND_NOT_FOUND,
  SUBSCRIPTION_NOT_FOUND,
  type BrandFollow,
} from '@onsale/core/contracts/engagement';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { createBrandFollowsRepository } from './brand-follows.repository';

type Row = Awaited<ReturnType<ReturnType<typeof createBrandFollowsRepository>['list']>>[number];

function toBrandFollow(row: Row): BrandFollow {
  return {
    id: row.id,
    brand: { slug: row.brandSlug, name: row.brandName, logo: row.brandLogo },
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Brand follows (the spec's brand subscriptions): one record per buyer and brand, switched on and off. */
export function createBrandFollowsService(db: Executor) {
  const repository = createBrandFollowsRepository(db);

  /** Only a brand the shop shows can be followed: one waiting for approval is not known yet. */
  async function brandOf(slugOrName: string) {
    const brand = await repository.findBrand(slugOrName.trim(), { publicOnly: true });
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    return brand;
  }

  async function one(
    userId: string,
    brand: { id: string; slug: string; name: string; logo: string },
  ): Promise<BrandFollow> {
    const row = await repository.find(userId, brand.id);
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return toBrandFollow({ ...row, brandSlug: brand.slug, brandName: brand.name, brandLogo: brand.logo });
  }

  return {
    async list(userId: string): Promise<BrandFollow[]> {
      return (await repository.list(userId)).map(toBrandFollow);
    },

    /** 'created' or 'reactivated'; an active follow is refused with the spec's message. */
    async follow(
      userId: string,
      brandSlugOrName: string,
    ): Promise<{ follow: BrandFollow; outcome: 'created' | 'reactivated' }> {
      const brand = await brandOf(brandSlugOrName);
      const outcome = await repository.follow(userId, brand.id);
      if (outcome === 'already') throw conflict(ALREADY_SUBSCRIBED);
      return { follow: await one(userId, brand), outcome };
    },

    async setActive(userId: string, brandSlug: string, active: boolean): Promise<BrandFollow> {
      const brand = await repository.findBrand(brandSlug.trim());
      if (!brand) throw notFound(SUBSCRIPTION_NOT_FOUND);
      const row = await repository.setActive(userId, brand.id, active);
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return toBrandFollow({ ...row, brandSlug: brand.slug, brandName: brand.name, brandLogo: brand.logo });
    },

    async isFollowing(userId: string, brandSlug: string): Promise<boolean> {
      const brand = await brandOf(brandSlug);
      const row = await repository.find(userId, brand.id);
      return Boolean(row?.active);
    },
  };
}
