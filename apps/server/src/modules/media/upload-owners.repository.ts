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
      await db.delete(mediaUploads).where(and(inArray(mediaUploads.hash, [...hashes]), lt(mediaUploads.updatedAt, before)));
    },
  };
}
