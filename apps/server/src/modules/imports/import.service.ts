import crypto from 'node:crypto';
import { importCandidateSchema, type AdminProductCategory, type ImportCandidate, type ImportPreview, type ImportReport } from '@onsale/core/contracts/admin';
import { slugify } from '@onsale/core/slug';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../audit/audit-log';
import { isUniqueViolation } from '../admin/db-errors';
import type { CatalogueChanged } from '../catalogue/catalogue-changes';
import { derivedProductColumns } from '../catalogue/product-row';
import { candidateFromRow, FeedError, feedRows, refusal, rowSource } from './feed';
import { fetchPage, PageFetchError, type FetchOptions } from './page-fetcher';
import { ProductPageError, readProductPage, websiteOf } from './product-page';
import { notifyBrandFollowers } from '../engagement/notifications.service';

type CategoryRow = typeof categories.$inferSelect;
interface ResolvedCategory {
  categoryId: string;
  topCategoryId: string;
  names: string[];
}

/** Finds the catalogue category a feed or page names ("Women > Lawn", "lawn", "women-lawn"), most specific part first. */
export function matchCategory(all: CategoryRow[], named: string): CategoryRow | undefined {
  const wanted = named.trim().toLowerCase();
  if (!wanted) return undefined;
  const parts = [wanted, ...wanted.split(/\s*[>/|,]\s*/).filter(Boolean).reverse()];
  for (const part of parts) {
    const slug = slugify(part);
    const found = all.find((c) => c.slug === part || c.name.toLowerCase() === part || (slug !== '' && c.slug === slug));
    if (found) return found;
  }
  return undefined;
}

function resolved(all: CategoryRow[], category: CategoryRow): ResolvedCategory {
  const parent = category.parentId ? all.find((c) => c.id === category.parentId) : undefined;
  return parent ? { categoryId: category.id, topCategoryId: parent.id, names: [parent.name, category.name] } : { categoryId: category.id, topCategoryId: category.id, names: [category.name] };
}

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'is not valid';

export interface ImportServiceOptions {
  fetch: FetchOptions;
}

/**
 * Product imports (the spec's scraping): read a product page or a feed into candidates, let the
 * admin look, then save them as scraped products. The source address identifies a product, so
 * importing it again updates it.
 */
export function createImportService(db: Database, catalogueChanged: CatalogueChanged, options: ImportServiceOptions) {
  async function existingIds(urls: string[]): Promise<Map<string, string>> {
    if (urls.length === 0) return new Map();
    const rows = await db.select({ id: products.id, sourceUrl: products.sourceUrl }).from(products).where(inArray(products.sourceUrl, urls));
    return new Map(rows.map((r) => [r.sourceUrl!, r.id]));
  }

  async function categoryWarnings(candidate: ImportCandidate): Promise<string[]> {
    if (!candidate.category) return [];
    const all = await db.select().from(categories);
    return matchCategory(all, candidate.category) ? [] : [`The category "${candidate.category}" is not in the catalogue: the default category will be used`];
  }

  return {
    async previewUrl(url: string): Promise<ImportPreview> {
      let page;
      try {
        page = await fetchPage(url, options.fetch);
      } catch (error) {
        if (error instanceof PageFetchError) throw new HttpError(error.status, 'import_failed', error.message);
        throw error;
      }
      let read;
      try {
        read = readProductPage(page.body, page.url);
      } catch (error) {
        if (error instanceof ProductPageError) throw new HttpError(422, 'no_product', error.message);
        throw error;
      }
      const parsed = importCandidateSchema.safeParse(read.candidate);
      if (!parsed.success) return { candidates: [], refused: [refusal(1, page.url, firstIssue(parsed.error))] };
      const existing = await existingIds([parsed.data.sourceUrl]);
      const warnings = [...read.warnings, ...(await categoryWarnings(parsed.data))];
      if (parsed.data.images.length === 0) warnings.push('The page has no product image: it cannot be saved without one');
      return { candidates: [{ row: 1, candidate: parsed.data, existingProductId: existing.get(parsed.data.sourceUrl) ?? null, warnings }], refused: [] };
    },

    async previewFeed(format: 'csv' | 'json', content: string): Promise<ImportPreview> {
      let rows;
      try {
        rows = feedRows(format, content);
      } catch (error) {
        if (error instanceof FeedError) throw new HttpError(400, 'bad_feed', error.message);
        throw error;
      }
      if (rows.length > 2000) throw new HttpError(400, 'bad_feed', 'The feed has more than 2000 products: split it into smaller files');
      const preview: ImportPreview = { candidates: [], refused: [] };
      const seen = new Map<string, number>();
      const all = await db.select().from(categories);
      for (const { row, raw } of rows) {
        const source = rowSource(raw);
        const read = candidateFromRow(raw);
        if ('reason' in read) {
          preview.refused.push(refusal(row, source, read.reason));
          continue;
        }
        const parsed = importCandidateSchema.safeParse(read.candidate);
        if (!parsed.success) {
          preview.refused.push(refusal(row, source, firstIssue(parsed.error)));
          continue;
        }
        if (parsed.data.images.length === 0) {
          preview.refused.push(refusal(row, source, 'image is required'));
          continue;
        }
        const earlier = seen.get(parsed.data.sourceUrl);
        if (earlier !== undefined) {
          preview.refused.push(refusal(row, source, `the same url is on row ${earlier}`));
          continue;
        }
        seen.set(parsed.data.sourceUrl, row);
        const warnings = parsed.data.category && !matchCategory(all, parsed.data.category) ? [`The category "${parsed.data.category}" is not in the catalogue: the default category will be used`] : [];
        preview.candidates.push({ row, candidate: parsed.data, existingProductId: null, warnings });
      }
      const existing = await existingIds(preview.candidates.map((c) => c.candidate.sourceUrl));
      for (const entry of preview.candidates) entry.existingProductId = existing.get(entry.candidate.sourceUrl) ?? null;
      return preview;
    },

    /** Saves each row on its own: a bad row is refused in the report and the others go in. */
    async save(actorId: string, input: { rows: { row: number; candidate: unknown }[]; defaultCategory?: AdminProductCategory; defaultStock: number }): Promise<ImportReport> {
      const report: ImportReport = { imported: [], refused: [] };
      const all = await db.select().from(categories);
      const fallback = input.defaultCategory ? all.find((c) => c.slug === input.defaultCategory && !c.parentId) : undefined;
      const seen = new Set<string>();
      for (const { row, candidate: raw } of input.rows) {
        const parsed = importCandidateSchema.safeParse(raw);
        const source = typeof raw === 'object' && raw && 'sourceUrl' in raw ? String((raw as { sourceUrl: unknown }).sourceUrl) : '';
        if (!parsed.success) {
          report.refused.push(refusal(row, source, firstIssue(parsed.error)));
          continue;
        }
        const candidate = parsed.data;
        if (candidate.images.length === 0) {
          report.refused.push(refusal(row, source, 'image is required'));
          continue;
        }
        if (seen.has(candidate.sourceUrl)) {
          report.refused.push(refusal(row, source, 'the same url is on an earlier row'));
          continue;
        }
        seen.add(candidate.sourceUrl);
        const named = matchCategory(all, candidate.category);
        try {
          const result = await db.transaction((tx) => saveOne(tx, actorId, candidate, named ? resolved(all, named) : fallback ? resolved(all, fallback) : undefined, input.defaultStock));
          report.imported.push({ row, productId: result.id, name: candidate.name, action: result.action });
        } catch (error) {
          if (error instanceof ImportRowError) report.refused.push(refusal(row, source, error.message));
          else if (isUniqueViolation(error)) {
            report.refused.push(refusal(row, source, 'the same product was being imported at the same moment: import it again'));
          } else throw error;
        }
      }
      if (report.imported.length > 0) catalogueChanged();
      return report;
    },
  };
}

class ImportRowError extends Error {}

async function saveOne(tx: Executor, actorId: string, candidate: ImportCandidate, category: ResolvedCategory | undefined, defaultStock: number): Promise<{ id: string; action: 'created' | 'updated' }> {
  const [existing] = await tx.select().from(products).where(eq(products.sourceUrl, candidate.sourceUrl)).for('update');
  const website = websiteOf(candidate.sourceUrl);
  const brandName = candidate.brand || website;
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(sql`lower(${brands.name}) = ${brandName.toLowerCase()} or ${brands.slug} = ${slugify(brandName)}`)
    .limit(1);
  // On a re-import without a known category the product stays where it is.
  const placement = category ?? (existing ? await placementOf(tx, existing.categoryId, existing.topCategoryId) : undefined);
  if (!placement) throw new ImportRowError(candidate.category ? `category "${candidate.category}" is not in the catalogue: choose a default category` : 'category is missing: choose a default category');
  const fields = {
    source: 'scraped' as const,
    website,
    brandId: brand?.id ?? null,
    brandName,
    categoryId: placement.categoryId,
    topCategoryId: placement.topCategoryId,
    name: candidate.name,
    description: candidate.description,
    price: candidate.price,
    originalPrice: candidate.originalPrice,
    image: candidate.images[0]!,
    gallery: candidate.images.slice(1),
    sizes: candidate.sizes,
    ...derivedProductColumns({ name: candidate.name, description: candidate.description, longDescription: existing?.longDescription ?? '', brandName, price: candidate.price, originalPrice: candidate.originalPrice, discountPercent: null }, placement.names),
  };
  const view = (row: typeof products.$inferSelect) => ({ name: row.name, price: row.price, originalPrice: row.originalPrice, brandName: row.brandName, categoryId: row.categoryId, stock: row.stock, image: row.image, sourceUrl: row.sourceUrl });
  if (existing) {
    const [after] = await tx
      .update(products)
      .set({ ...fields, stock: candidate.stock ?? existing.stock, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(eq(products.id, existing.id))
      .returning();
    await recordAudit(tx, { actorId, action: 'product.import', entity: 'product', entityId: existing.id, before: view(existing), after: view(after!) });
    await notifyBrandFollowers(tx, { product: after!, previousDiscountPercent: existing.discountPercent });
    return { id: existing.id, action: 'updated' };
  }
  const slug = `${slugify(candidate.name).slice(0, 80).replace(/-+$/, '') || 'product'}-${crypto.randomBytes(3).toString('hex')}`;
  const [created] = await tx
    .insert(products)
    .values({ ...fields, slug, sourceUrl: candidate.sourceUrl, stock: candidate.stock ?? defaultStock })
    .returning();
  await recordAudit(tx, { actorId, action: 'product.import', entity: 'product', entityId: created!.id, after: view(created!) });
  // Followers of the brand hear of the new product.
  await notifyBrandFollowers(tx, { product: created! });
  return { id: created!.id, action: 'created' };
}

async function placementOf(tx: Executor, categoryId: string, topCategoryId: string): Promise<ResolvedCategory> {
  const rows = await tx.select().from(categories).where(inArray(categories.id, [categoryId, topCategoryId]));
  const names = [rows.find((r) => r.id === topCategoryId)?.name, categoryId !== topCategoryId ? rows.find((r) => r.id === categoryId)?.name : undefined].filter((n): n is string => Boolean(n));
  return { categoryId, topCategoryId, names };
}
