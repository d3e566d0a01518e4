import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchSynonyms } from '../../db/schema';

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;

/** The admin's synonym lists, kept as typed ("shalwar kameez, kurta shalwar"); the search reads them through the catalogue repository. */
export function createSearchSynonymsRepository(db: Executor) {
  return {
    list: () => db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.terms)),

    async insert(terms: string): Promise<SearchSynonymRow> {
      const [created] = await db.insert(searchSynonyms).values({ terms }).returning();
      return created!;
    },

    async lock(id: string): Promise<SearchSynonymRow | undefined> {
      const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
      return row;
    },

    async update(id: string, terms: string): Promise<SearchSynonymRow | undefined> {
      const [row] = await db
        .update(searchSynonyms)
        .set({ terms, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<SearchSynonymRow | undefined> {
      const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
      return row;
    },
  };
}
