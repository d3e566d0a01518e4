import type { Executor } from '../../db/client';
import { uploadExists, uploadHashOf } from './image-upload';
import type { MediaStore } from './media-store';
import { createUploadOwnersRepository } from './upload-owners.repository';

/** Notes who uploaded a picture (by its address), so that only they may show it. */
export async function recordUploader(db: Executor, url: string, uploaderId: string): Promise<void> {
  const hash = uploadHashOf(url);
  if (hash) await createUploadOwnersRepository(db).record(hash, uploaderId);
}

/**
 * Whether a seller may point a product or logo at an address: it must be one of our uploads,
 * still in the media store, and uploaded by that seller. Another seller's upload address is not
 * theirs to show, even though the picture is public.
 */
export async function checkOwnUpload(
  db: Executor,
  store: MediaStore,
  url: string,
  sellerId: string,
): Promise<'usable' | 'missing' | 'not_yours'> {
  const hash = uploadHashOf(url);
  if (!hash || !(await uploadExists(store, url))) return 'missing';
  return (await createUploadOwnersRepository(db).uploadedBy(hash, sellerId)) ? 'usable' : 'not_yours';
}
