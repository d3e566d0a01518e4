import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mediaUploads } from '../../db/schema';

export function createUploadOwnersRepository(db: Executor) {
  return {
    /** Uploading the same picture again renews the record, as it renews the file's time. */
    async record(hash: string, uploaderId: string): Promise<void> {
      await db
        .insert(mediaUploads)
        .values({ hash, uploaderId })
        .onConflictDoUpdate({ target: [mediaUploads.hash, mediaUploads.uploaderId], set: { updatedAt: sql`now()` } });
    },

    async uploadedBy(hash: string, uploaderId: string): Promise<boolean> {
      const [row] = await db
        .select({ hash: mediaUploads.hash })
        .from(mediaUploads)
        .where(and(eq(mediaUploads.hash, hash), eq(mediaUploads.uploaderId, uploaderId)))
        .limit(1);
      return Boolean(row);
    },

    /** Forgets swept pictures, except one uploaded again since `before` (its file is back). */
    async forget(hashes: readonly string[], before: Date): Promise<void> {
      if (hashes.length === 0) return;
      await db
        .delete(mediaUploads)
        .where(and(inArray(mediaUploads.hash, [...hashes]), lt(mediaUploads.updatedAt, before)));
    },
  };
}

/**
 * The uploads the shop points at: product pictures, galleries and colour pictures, brand and seller logos,
 * category and banner pictures, and the lines of past orders (an order keeps its picture after
 * the product is gone).
 */
export async function referencedUploads(db: Executor): Promise<Set<string>> {
  const result = (await db.execute(sql`
    select distinct substring(url from '^/media/uploads/([a-f0-9]{32})') as hash
    from (
      select image as url from products
      union all select unnest(gallery) from products
      union all select value from products, jsonb_each_text(color_images)
      union all select logo from brands
      union all select logo from seller_profiles
      union all select image from categories
      union all select image from banners
      union all select image from order_items
      union all select jsonb_array_elements_text(photos) from returns
    ) as used
    where url like '/media/uploads/%'`)) as unknown as { rows: { hash: string | null }[] };
  return new Set(result.rows.flatMap((row) => (row.hash ? [row.hash] : [])));
}

/**
 * Deletes uploaded pictures (both sizes) that nothing points at and that are older than the
 * grace period, in whichever store holds them (files by their time, objects by their last
 * write). Returns how many went. Re-uploading a picture renews its time, so a picture chosen
 * again is never swept from under the form that chose it.
 */
