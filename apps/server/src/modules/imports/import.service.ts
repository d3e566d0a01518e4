import crypto from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import {
  importCandidateSchema,
  MAX_FEED_BYTES,
  type ImportCandidate,
  type ImportJob,
  type ImportPreview,
  type ImportRefusal,
  type AdminProductCategory,
} from '@onsale/core/contracts/admin';
import { MAX_FEED_PRODUCTS, placeImportRow, salePriceProblem, TOO_MANY_FEED_PRODUCTS } from '@onsale/core/imports';
import type { Paged } from '@onsale/core/contracts/api';
import { slugify } from '@onsale/core/slug';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { ProductRow } from '../catalogue/product-writes.repository';
import type { ProductWriter } from '../catalogue/product-writes.service';
import { enqueueJob, findJob, pageOfJobs } from '../jobs/jobs.repository';
import {
  candidateFromProduct,
  FeedError,
  feedProducts,
  feedRows,
  refusal,
  rowSource,
  textPieces,
  type FeedFormat,
  type FeedProduct,
  type FeedText,
} from './feed';
import { createImportFeedsRepository } from './import-feeds.repository';
import { createImportedProductsRepository, type CategoryRow } from './imported-products.repository';
import {
  emptyProgress,
  importJobView,
  PRODUCT_IMPORT_JOB,
  type ImportJobPayload,
  type ImportSaveInput,
} from './import-job-view';
import { fetchPage, PageFetchError, type FetchOptions } from './page-fetcher';
import type { PageReader } from './page-reader';
import { websiteOf } from './product-page';

export interface ResolvedCategory {
  categoryId: string;
  topCategoryId: string;
  names: string[];
}

/** Finds the catalogue category a feed or page names ("Women > Lawn", "lawn", "women-lawn"), most specific part first. */
export function matchCategory(all: CategoryRow[], named: string): CategoryRow | undefined {
  const wanted = named.trim().toLowerCase();
  if (!wanted) return undefined;
  const parts = [
    wanted,
    ...wanted
      .split(/\s*[>/|,]\s*/)
      .filter(Boolean)
      .reverse(),
  ];
  for (const part of parts) {
    const slug = slugify(part);
    const found = all.find((c) => c.slug === part || c.name.toLowerCase() === part || (slug !== '' && c.slug === slug));
    if (found) return found;
  }
  return undefined;
}

export function resolved(all: CategoryRow[], category: CategoryRow): ResolvedCategory {
  const parent = category.parentId ? all.find((c) => c.id === category.parentId) : undefined;
  return parent
    ? { categoryId: category.id, topCategoryId: parent.id, names: [parent.name, category.name] }
    : { categoryId: category.id, topCategoryId: category.id, names: [category.name] };
}

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'is not valid';

export interface ImportServiceOptions {
  fetch: FetchOptions;
  /** reads fetched pages off the thread that answers requests */
  pages: Pick<PageReader, 'read'>;
  /** starts queued work at once on this node rather than at the next poll */
  wakeJobs?: () => void;
}

/** One item of what an import goes through: a feed row, or a candidate the admin previewed. */
export type ImportItem = FeedProduct | { row: number; candidate: unknown };

export type CheckedItem = { row: number; refused: ImportRefusal } | { row: number; candidate: ImportCandidate };

/**
 * The checks a row passes before it may be saved, the same for a preview and for the import:
 * readable, valid by the contract, with an image, and not a repeat of an earlier row's address.
 */
export function checkItem(item: ImportItem, seen: Map<string, number>): CheckedItem {
  const { row } = item;
  let source: string;
  let input: unknown;
  if ('raw' in item) {
    source = rowSource(item.raw);
    const read = candidateFromProduct(item);
    if ('reason' in read) return { row, refused: refusal(read.row, source, read.reason) };
    input = read.candidate;
  } else {
    const raw = item.candidate;
    source =
      typeof raw === 'object' && raw && 'sourceUrl' in raw ? String((raw as { sourceUrl: unknown }).sourceUrl) : '';
    input = raw;
  }
  const parsed = importCandidateSchema.safeParse(input);
  if (!parsed.success) return { row, refused: refusal(row, source, firstIssue(parsed.error)) };
  if (parsed.data.images.length === 0) return { row, refused: refusal(row, source, 'image is required') };
  const prices = salePriceProblem(parsed.data.price, parsed.data.originalPrice);
  if (prices) return { row, refused: refusal(row, source, prices) };
  const earlier = seen.get(parsed.data.sourceUrl);
  if (earlier !== undefined) return { row, refused: refusal(row, source, `the same url is on row ${earlier}`) };
  seen.set(parsed.data.sourceUrl, row);
  return { row, candidate: parsed.data };
}

/**
 * Product imports (the spec's scraping): read a product page or a feed into candidates, let the
 * admin look, then save them as scraped products in a background job (import-job.ts). The source
 * address identifies a product, so importing it again updates it.
 */
export function createImportService(db: Database, options: ImportServiceOptions) {
  const feeds = createImportFeedsRepository(db);
  const catalogue = createImportedProductsRepository(db);
  const existingIds = (urls: string[]) => catalogue.idsBySourceUrl(urls);

  /** What the import will make of a checked row, with the default category the preview was given. */
  function previewed(
    all: CategoryRow[],
    row: number,
    candidate: ImportCandidate,
    existingProductId: string | null,
    defaultCategory: AdminProductCategory | null,
    warnings: string[],
  ): ImportPreview['candidates'][number] {
    const categoryFound = Boolean(candidate.category && matchCategory(all, candidate.category));
    const placed = placeImportRow(
      { category: candidate.category, categoryFound, updatesProduct: existingProductId !== null },
      defaultCategory,
    );
    return {
      row,
      candidate,
      existingProductId,
      categoryFound,
      refusal: 'refused' in placed ? placed.refused : null,
      warnings,
    };
  }

  /** What a feed holds, row by row as it streams in; writes nothing. */
  async function previewFeedText(
    format: FeedFormat,
    text: FeedText,
    defaultCategory: AdminProductCategory | null,
  ): Promise<ImportPreview> {
    const checked: { row: number; candidate: ImportCandidate }[] = [];
    const refused: ImportRefusal[] = [];
    const seen = new Map<string, number>();
    let products = 0;
    try {
      for await (const item of feedProducts(feedRows(format, text))) {
        if (++products > MAX_FEED_PRODUCTS) throw new HttpError(400, 'bad_feed', TOO_MANY_FEED_PRODUCTS);
        const one = checkItem(item, seen);
        if ('refused' in one) refused.push(one.refused);
        else checked.push(one);
      }
    } catch (error) {
      if (error instanceof FeedError) throw new HttpError(400, 'bad_feed', error.message);
      throw error;
    }
    const all = await catalogue.categories();
    const existing = await existingIds(checked.map((c) => c.candidate.sourceUrl));
    return {
      candidates: checked.map(({ row, candidate }) =>
        previewed(all, row, candidate, existing.get(candidate.sourceUrl) ?? null, defaultCategory, []),
      ),
      refused,
    };
  }

  return {
    async previewUrl(url: string, defaultCategory: AdminProductCategory | null = null): Promise<ImportPreview> {
      let page;
      try {
        page = await fetchPage(url, options.fetch);
      } catch (error) {
        if (error instanceof PageFetchError) throw new HttpError(error.status, 'import_failed', error.message);
        throw error;
      }
      const reading = await options.pages.read(page);
      if ('refused' in reading) throw new HttpError(422, reading.refused.code, reading.refused.message);
      const { read } = reading;
      const parsed = importCandidateSchema.safeParse(read.candidate);
      if (!parsed.success) return { candidates: [], refused: [refusal(1, page.url, firstIssue(parsed.error))] };
      const prices = salePriceProblem(parsed.data.price, parsed.data.originalPrice);
      if (prices) return { candidates: [], refused: [refusal(1, page.url, prices)] };
      const existing = await existingIds([parsed.data.sourceUrl]);
      const warnings = [...read.warnings];
      if (parsed.data.images.length === 0)
        warnings.push('The page has no product image: it cannot be saved without one');
      const all = await catalogue.categories();
      return {
        candidates: [
          previewed(all, 1, parsed.data, existing.get(parsed.data.sourceUrl) ?? null, defaultCategory, warnings),
        ],
        refused: [],
      };
    },

    previewFeed: (format: FeedFormat, content: string, defaultCategory: AdminProductCategory | null = null) =>
      previewFeedText(format, textPieces(content), defaultCategory),

    /**
     * Keeps an uploaded feed (read from the request as it arrives, in pieces of about 256 KB) for
     * the import to read again, and previews it from what was stored. A feed that cannot be read
     * is refused and not kept.
     */
    async uploadFeed(
      actorId: string,
      format: FeedFormat,
      body: AsyncIterable<Buffer | string>,
      defaultCategory: AdminProductCategory | null = null,
    ): Promise<{ feedId: string; preview: ImportPreview }> {
      const feed = await feeds.create(format, actorId);
      try {
        const decoder = new StringDecoder('utf8');
        let bytes = 0;
        let seq = 0;
        let pending = '';
        const flush = async (final: boolean) => {
          if (pending.length === 0 || (!final && pending.length < FEED_PIECE_CHARS)) return;
          await feeds.addPiece(feed.id, seq++, pending);
          pending = '';
        };
        for await (const chunk of body) {
          const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          bytes += buffer.length;
          if (bytes > MAX_FEED_BYTES) throw new HttpError(400, 'bad_feed', 'The feed is larger than 4 MB');
          pending += decoder.write(buffer);
          if (pending.includes('\u0000')) throw new HttpError(400, 'bad_feed', 'The feed is not a text file');
          await flush(false);
        }
        pending += decoder.end();
        if (bytes === 0) throw new HttpError(400, 'bad_feed', 'The feed is empty');
        await flush(true);
        await feeds.setSize(feed.id, bytes);
        return { feedId: feed.id, preview: await previewFeedText(format, feeds.pieces(feed.id), defaultCategory) };
      } catch (error) {
        await feeds.remove(feed.id);
        throw error;
      }
    },

    /** Queues the import of previewed rows or of an uploaded feed; any node's job runner takes it. */
    async startImport(actorId: string, input: ImportSaveInput): Promise<ImportJob> {
      let source: ImportJobPayload['source'];
      if (input.feed) {
        const feed = await feeds.find(input.feed.id);
        if (!feed) throw new HttpError(404, 'not_found', 'The feed is not known: upload it again');
        source = { feed: { id: feed.id, format: feed.format, skipRows: input.feed.skipRows } };
      } else source = { rows: input.rows ?? [] };
      const payload: ImportJobPayload = {
        actorId,
        defaultStock: input.defaultStock,
        defaultCategory: input.defaultCategory ?? null,
        fileName: input.fileName || null,
        source,
      };
      const job = await enqueueJob(db, {
        kind: PRODUCT_IMPORT_JOB,
        payload,
        createdBy: actorId,
        progress: emptyProgress(input.rows ? input.rows.length : null),
      });
      options.wakeJobs?.();
      return importJobView({ ...job, startedBy: null });
    },

    async importJob(id: string): Promise<ImportJob> {
      const job = await findJob(db, id, PRODUCT_IMPORT_JOB);
      if (!job) throw new HttpError(404, 'not_found', 'No such import');
      return importJobView(job);
    },

    /** The imports, newest first, a page at a time, without their reports (kept as long as finished jobs are). */
    async importHistory(page: { page: number; pageSize: number }): Promise<Paged<ImportJob>> {
      const { rows, total } = await pageOfJobs(db, PRODUCT_IMPORT_JOB, page);
      return { data: rows.map((job) => importJobView(job, { withReport: false })), ...page, total };
    },
  };
}

const FEED_PIECE_CHARS = 256 * 1024;

export class ImportRowError extends Error {}

/** Saves one checked row through the catalogue's product-write path: the product imported from its address is updated, or a new one created. */
export async function saveOne(
  tx: Executor,
  writes: ProductWriter,
  actorId: string,
  candidate: ImportCandidate,
  categories: { own?: ResolvedCategory; fallback?: ResolvedCategory },
  defaultStock: number,
): Promise<{ id: string; action: 'created' | 'updated' }> {
  const repository = createImportedProductsRepository(tx);
  const existing = await repository.lockBySourceUrl(candidate.sourceUrl);
  const website = websiteOf(candidate.sourceUrl);
  const brandName = candidate.brand || website;
  const brandId = await repository.brandIdNamed(brandName);
  // Decided as the preview decided it: its own category, the default, or (a re-import) where it is.
  const placed = placeImportRow(
    {
      category: candidate.category,
      categoryFound: categories.own !== undefined,
      updatesProduct: existing !== undefined,
    },
    categories.fallback ? 'chosen' : null,
  );
  if ('refused' in placed) throw new ImportRowError(placed.refused);
  const placement =
    placed.place === 'own'
      ? categories.own!
      : placed.place === 'default'
        ? categories.fallback!
        : await placementOf(tx, existing!.categoryId, existing!.topCategoryId);
  const values = {
    source: 'scraped' as const,
    website,
    brandId: brandId ?? null,
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
    ...(candidate.colors ? { colors: candidate.colors } : {}),
  };
  const description = {
    fields: {
      name: candidate.name,
      description: candidate.description,
      longDescription: existing?.longDescription ?? '',
      brandName,
      price: candidate.price,
      originalPrice: candidate.originalPrice,
      discountPercent: null,
    },
    categoryNames: placement.names,
  };
  const view = (row: ProductRow) => ({
    name: row.name,
    price: row.price,
    originalPrice: row.originalPrice,
    brandName: row.brandName,
    categoryId: row.categoryId,
    stock: row.stock,
    image: row.image,
    sourceUrl: row.sourceUrl,
  });
  if (existing) {
    await writes.update(tx, {
      id: existing.id,
      values: { ...values, stock: candidate.stock ?? existing.stock },
      // The feed's stock per size is what the shop has now: each cell is set to it (decision 0049).
      ...(candidate.variantStock ? { variantCounts: candidate.variantStock } : {}),
      description,
      audit: { actorId, action: 'product.import', before: view(existing), after: view },
      announce: 'shown',
    });
    return { id: existing.id, action: 'updated' };
  }
  const slug = `${slugify(candidate.name).slice(0, 80).replace(/-+$/, '') || 'product'}-${crypto.randomBytes(3).toString('hex')}`;
  const created = await writes.create(tx, {
    values: { ...values, slug, sourceUrl: candidate.sourceUrl, stock: candidate.stock ?? defaultStock },
    ...(candidate.variantStock
      ? { variantStock: candidate.variantStock.map(({ size, color, stock }) => ({ size, color, change: stock })) }
      : {}),
    description,
    audit: { actorId, action: 'product.import', after: view },
    announce: 'shown',
  });
  return { id: created.id, action: 'created' };
}

async function placementOf(tx: Executor, categoryId: string, topCategoryId: string): Promise<ResolvedCategory> {
  const rows = await createImportedProductsRepository(tx).categoriesById([categoryId, topCategoryId]);
  const names = [
    rows.find((r) => r.id === topCategoryId)?.name,
    categoryId !== topCategoryId ? rows.find((r) => r.id === categoryId)?.name : undefined,
  ].filter((n): n is string => Boolean(n));
  return { categoryId, topCategoryId, names };
}
