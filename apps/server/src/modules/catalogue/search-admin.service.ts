import type { AdminSearchQuery, SearchSynonymList } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import type { CatalogueChanged } from './catalogue-changes';
import { createSearchQueriesRepository } from './search-queries.repository';
import { createSearchSynonymsRepository, type SearchSynonymRow } from './search-synonyms.repository';

const SYNONYM_LIST_NOT_FOUND = 'Synonym list not found';
/** The admin's report: the last 30 days' searches, at most 100 queries. */
const REPORT_DAYS = 30;
const REPORT_LIMIT = 100;

const toList = (row: SearchSynonymRow): SearchSynonymList => ({
  id: row.id,
  terms: row.terms,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The admin's Search page: the synonym lists a search applies, and what shoppers searched for.
 * A list takes effect on every node at once: a write says the catalogue changed, which forgets the
 * cached synonyms and searches.
 */
export function createSearchAdminService(db: Database, catalogueChanged: CatalogueChanged) {
  return {
    async synonyms(): Promise<SearchSynonymList[]> {
      return (await createSearchSynonymsRepository(db).list()).map(toList);
    },

    async addSynonyms(actorId: string, terms: string): Promise<SearchSynonymList> {
      const row = await db.transaction(async (tx) => {
        const created = await createSearchSynonymsRepository(tx).insert(terms);
        await recordAudit(tx, {
          actorId,
          action: 'search-synonyms.create',
          entity: 'search_synonyms',
          entityId: created.id,
          after: { terms: created.terms },
        });
        return created;
      });
      catalogueChanged();
      return toList(row);
    },

    async updateSynonyms(actorId: string, id: string, terms: string): Promise<SearchSynonymList> {
      const row = await db.transaction(async (tx) => {
        const repository = createSearchSynonymsRepository(tx);
        const before = await repository.lock(id);
        if (!before) throw notFound(SYNONYM_LIST_NOT_FOUND);
        const after = (await repository.update(id, terms))!;
        await recordAudit(tx, {
          actorId,
          action: 'search-synonyms.update',
          entity: 'search_synonyms',
          entityId: id,
          before: { terms: before.terms },
          after: { terms: after.terms },
        });
        return after;
      });
      catalogueChanged();
      return toList(row);
    },

    async removeSynonyms(actorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await createSearchSynonymsRepository(tx).remove(id);
        if (!before) throw notFound(SYNONYM_LIST_NOT_FOUND);
        await recordAudit(tx, {
          actorId,
          action: 'search-synonyms.delete',
          entity: 'search_synonyms',
          entityId: id,
          before: { terms: before.terms },
        });
      });
      catalogueChanged();
    },

    /** The last 30 days' searches: those that found nothing first, then the most searched. */
    queries(): Promise<AdminSearchQuery[]> {
      return createSearchQueriesRepository(db).mostSearched(REPORT_DAYS, REPORT_LIMIT);
    },
  };
}
