import type { Executor } from '../../db/client';
import { UPLOADS_FOLDER } from './image-upload';
import type { MediaStore } from './media-store';
import { createUploadOwnersRepository, referencedUploads } from './upload-owners.repository';

/** An upload nobody points at is kept this long: a seller may still be filling in the product form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

const UPLOAD_KEY = /^uploads\/([a-f0-9]{32})(-400)?\.webp$/;

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
