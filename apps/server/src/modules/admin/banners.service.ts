import type { AdminBanner } from '@onsale/core/contracts/admin';
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { recordAudit } from '../audit/audit-log';

const BANNER_NOT_FOUND = 'Banner not found';
type BannerRow = typeof banners.$inferSelect;
export interface BannerFields {
  title: string;
  description: string;
  image: string;
  link: string | null;
  active: boolean;
}

export const toAdminBanner = (row: BannerRow): AdminBanner => ({ id: row.id, title: row.title, description: row.description, image: row.image, link: row.link, position: row.position, active: row.active });
const auditView = (row: BannerRow) => ({ title: row.title, description: row.description, image: row.image, link: row.link, position: row.position, active: row.active });

export function createBannersService(db: Database, catalogueChanged: CatalogueChanged) {
  return {
    async list(): Promise<AdminBanner[]> {
      return (await db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt))).map(toAdminBanner);
    },

    async create(actorId: string, input: BannerFields): Promise<AdminBanner> {
      const row = await db.transaction(async (tx) => {
        const [last] = await tx.select({ position: max(banners.position) }).from(banners);
        const [created] = await tx
          .insert(banners)
          .values({ ...input, position: (last?.position ?? 0) + 1 })
          .returning();
        await recordAudit(tx, { actorId, action: 'banner.create', entity: 'banner', entityId: created!.id, after: auditView(created!) });
        return created!;
      });
      catalogueChanged();
      return toAdminBanner(row);
    },

    async update(actorId: string, id: string, input: BannerFields): Promise<AdminBanner> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!before) throw notFound(BANNER_NOT_FOUND);
        const [after] = await tx
          .update(banners)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(banners.id, id))
          .returning();
        await recordAudit(tx, { actorId, action: 'banner.update', entity: 'banner', entityId: id, before: auditView(before), after: auditView(after!) });
        return after!;
      });
      catalogueChanged();
      return toAdminBanner(row);
    },

    async reorder(actorId: string, ids: string[]): Promise<void> {
      if (new Set(ids).size !== ids.length) throw badRequest('Each banner may appear only once', { ids: 'Each banner may appear only once' });
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(banners).where(inArray(banners.id, ids));
        if (rows.length !== ids.length) throw notFound(BANNER_NOT_FOUND);
        for (const [index, id] of ids.entries()) await tx.update(banners).set({ position: index + 1, updatedAt: new Date() }).where(eq(banners.id, id));
        await recordAudit(tx, { actorId, action: 'banner.reorder', entity: 'banner', entityId: null, before: { order: [...rows].sort((a, b) => a.position - b.position).map((r) => r.id) }, after: { order: ids } });
      });
      catalogueChanged();
    },

    async remove(actorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
        if (!before) throw notFound(BANNER_NOT_FOUND);
        await recordAudit(tx, { actorId, action: 'banner.delete', entity: 'banner', entityId: id, before: auditView(before) });
      });
      catalogueChanged();
    },
  };
}
