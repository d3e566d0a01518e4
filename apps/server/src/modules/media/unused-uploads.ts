import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { UPLOADS_FOLDER } from './image-upload';
import type { MediaStore } from './media-store';
import { createUploadOwnersRepository } from './upload-owners.repository';

/** An upload nobody points at is kept this long: a seller may still be filling in the product form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

const UPLOAD_KEY = /^uploads\/([a-f0-9]{32})(-400)?\.webp$/;

/**
 * The uploads the shop points at: product pictures and galleries, brand and seller logos,
 * category and banner pictures, and the lines of past orders (an order keeps its picture after
 * the product is gone).
 */
async function referencedUploads(db: Executor): Promise<Set<string>> {
  const result = (await db.execute(sql`
    select distinct substring(url from '^/media/uploads/([a-f0-9]{32})') as hash
    from (
      select image as url from products
      union all select unnest(gallery) from products
      union all select logo from brands
      union all select logo from seller_profiles
      union all select image from categories
      union all select image from banners
      union all select image from order_items
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
export async function removeUnusedUploads(db: Executor, store: MediaStore, now = Date.now()): Promise<number> {
  const uploads = [];
  for await (const object of store.list(UPLOADS_FOLDER)) uploads.push(object);
  if (uploads.length === 0) return 0;
  const used = await referencedUploads(db);
  const doomed: string[] = [];
  const gone = new Set<string>();
  for (const { key, modifiedAt } of uploads) {
    const hash = UPLOAD_KEY.exec(key)?.[1];
    if (!hash || used.has(hash) || now - modifiedAt.getTime() < UNUSED_UPLOAD_GRACE_MS) continue;
    doomed.push(key);
    gone.add(hash);
  }
  await store.remove(doomed);
  await createUploadOwnersRepository(db).forget([...gone], new Date(now - UNUSED_UPLOAD_GRACE_MS));
  return doomed.length;
}
