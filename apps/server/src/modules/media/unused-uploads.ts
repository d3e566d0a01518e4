import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploadsDir } from './image-upload';
import { createUploadOwnersRepository } from './upload-owners.repository';

/** An upload nobody points at is kept this long: a seller may still be filling in the product form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

const UPLOAD_FILE = /^([a-f0-9]{32})(-400)?\.webp$/;

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
 * grace period. Returns how many files went. Re-uploading a picture renews its file's time, so a
 * picture chosen again is never swept from under the form that chose it.
 */
export async function removeUnusedUploads(db: Executor, dataDir: string, now = Date.now()): Promise<number> {
  const dir = uploadsDir(dataDir);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0; // nothing uploaded yet
  }
  const used = await referencedUploads(db);
  let removed = 0;
  const gone = new Set<string>();
  for (const name of names) {
    const match = UPLOAD_FILE.exec(name);
    if (!match || used.has(match[1]!)) continue;
    const file = path.join(dir, name);
    const { mtimeMs } = await fs.stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < UNUSED_UPLOAD_GRACE_MS) continue;
    await fs.rm(file, { force: true });
    gone.add(match[1]!);
    removed++;
  }
  await createUploadOwnersRepository(db).forget([...gone], new Date(now - UNUSED_UPLOAD_GRACE_MS));
  return removed;
}
