import type { AdminBanner } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import type { CatalogueChanged } from './catalogue-changes';
import { recordAudit } from '../audit/audit.repository';
import { createBannersRepository, type BannerRow } from './banners.repository';

const BANNER_NOT_FOUND = 'Banner not found';
export interface BannerFields {
  title: string;
  description: string;
  image: string;
  link: string | null;
  active: boolean;
}

export const toAdminBanner = (row: BannerRow): AdminBanner => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image: row.image,
  link: row.link,
  position: row.position,
  active: row.active,
});
const auditView = (row: BannerRow) => ({
  title: row.title,
  description: row.description,
  image: row.image,
  link: row.link,
  position: row.position,
  active: row.active,
});

export function createBannersService(db: Database, catalogueChanged: CatalogueChanged) {
  return {
    async list(): Promise<AdminBanner[]> {
      return (await createBannersRepository(db).list()).map(toAdminBanner);
    },

    async create(actorId: string, input: BannerFields): Promise<AdminBanner> {
      const row = await db.transaction(async (tx) => {
        const created = await createBannersRepository(tx).insertLast(input);
        await recordAudit(tx, {
          actorId,
          action: 'banner.create',
          entity: 'banner',
          entityId: created.id,
          after: auditView(created),
        });
        return created;
      });
      catalogueChanged();
      return toAdminBanner(row);
    },

    async update(actorId: string, id: string, input: BannerFields): Promise<AdminBanner> {
      const row = await db.transaction(async (tx) => {
        const repository = createBannersRepository(tx);
        const before = await repository.lock(id);
        if (!before) throw notFound(BANNER_NOT_FOUND);
        const after = await repository.update(id, input);
        await recordAudit(tx, {
          actorId,
          action: 'banner.update',
          entity: 'banner',
          entityId: id,
          before: auditView(before),
          after: auditView(after!),
        });
        return after!;
      });
      catalogueChanged();
      return toAdminBanner(row);
    },

    async reorder(actorId: string, ids: string[]): Promise<void> {
      if (new Set(ids).size !== ids.length)
        throw badRequest('Each banner may appear only once', { ids: 'Each banner may appear only once' });
      await db.transaction(async (tx) => {
        const repository = createBannersRepository(tx);
        const rows = await repository.findMany(ids);
        if (rows.length !== ids.length) throw notFound(BANNER_NOT_FOUND);
        for (const [index, id] of ids.entries()) await repository.update(id, { position: index + 1 });
        await recordAudit(tx, {
          actorId,
          action: 'banner.reorder',
          entity: 'banner',
          entityId: null,
          before: { order: [...rows].sort((a, b) => a.position - b.position).map((r) => r.id) },
          after: { order: ids },
        });
      });
      catalogueChanged();
    },

    async remove(actorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await createBannersRepository(tx).remove(id);
        if (!before) throw notFound(BANNER_NOT_FOUND);
        await recordAudit(tx, {
          actorId,
          action: 'banner.delete',
          entity: 'banner',
          entityId: id,
          before: auditView(before),
        });
      });
      catalogueChanged();
    },
  };
}
