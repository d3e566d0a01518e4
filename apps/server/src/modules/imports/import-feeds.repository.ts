import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { importFeedChunks, importFeeds, jobs } from '../../db/schema';
import type { FeedFormat } from './feed';

export type ImportFeedRow = typeof importFeeds.$inferSelect;

/** Uploaded feeds, stored as they arrive in pieces and read back the same way. */
export function createImportFeedsRepository(db: Executor) {
  return {
    async create(format: FeedFormat, uploadedBy: string): Promise<ImportFeedRow> {
      const [row] = await db.insert(importFeeds).values({ format, uploadedBy }).returning();
      return row!;
    },

    async addPiece(feedId: string, seq: number, text: string): Promise<void> {
      await db.insert(importFeedChunks).values({ feedId, seq, text });
    },

    async setSize(feedId: string, bytes: number): Promise<void> {
      await db
        .update(importFeeds)
        .set({ bytes, updatedAt: sql`now()` })
        .where(eq(importFeeds.id, feedId));
    },

    async find(feedId: string): Promise<ImportFeedRow | undefined> {
      const [row] = await db.select().from(importFeeds).where(eq(importFeeds.id, feedId));
      return row;
    },

    /** The feed's text piece by piece, one query per piece: only one piece is held at a time. */
    async *pieces(feedId: string): AsyncGenerator<string> {
      for (let seq = 0; ; seq++) {
        const [piece] = await db
          .select({ text: importFeedChunks.text })
          .from(importFeedChunks)
          .where(and(eq(importFeedChunks.feedId, feedId), eq(importFeedChunks.seq, seq)));
        if (!piece) return;
        yield piece.text;
      }
    },

    async remove(feedId: string): Promise<void> {
      await db.delete(importFeeds).where(eq(importFeeds.id, feedId));
    },

    /** Feeds uploaded more than `olderThanMs` ago that no queued or running import still reads. */
    async forgetUnused(olderThanMs: number): Promise<number> {
      const gone = await db
        .delete(importFeeds)
        .where(
          and(
            lte(importFeeds.createdAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
            sql`not exists (select 1 from ${jobs} where ${jobs.status} in ('queued', 'running') and ${jobs.payload} -> 'source' -> 'feed' ->> 'id' = ${importFeeds.id}::text)`,
          ),
        )
        .returning({ id: importFeeds.id });
      return gone.length;
    },
  };
}
