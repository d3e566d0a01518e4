import { desc, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchQueries } from '../../db/schema';

/** One query's count since the last flush: its searches, and how many products the latest of them found. */
export interface SearchQueryCount {
  query: string;
  searches: number;
  results: number;
}

/** A query as the admin's report shows it: its searches over the period and its latest result count. */
export interface SearchQueryFigure {
  query: string;
  searches: number;
  results: number;
}

/** What shoppers searched for, day by day, without who asked. */
export function createSearchQueriesRepository(db: Executor) {
  return {
    /** Adds a node's counts to today's, in one statement: two nodes' counts add up. */
    async add(counts: readonly SearchQueryCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db
        .insert(searchQueries)
        .values(counts.map((count) => ({ day: sql`current_date`, ...count })))
        .onConflictDoUpdate({
          target: [searchQueries.day, searchQueries.query],
          set: {
            searches: sql`${searchQueries.searches} + excluded.searches`,
            results: sql`excluded.results`,
          },
        });
    },

    /** Deletes the days before the last `days`. */
    async forgetOlderThan(days: number): Promise<void> {
      await db.delete(searchQueries).where(lt(searchQueries.day, sql`current_date - ${days}::int`));
    },

    /** The last `days` days' queries: those that found nothing first, then the most searched. */
    mostSearched(days: number, limit: number): Promise<SearchQueryFigure[]> {
      const searches = sql<number>`sum(${searchQueries.searches})::int`;
      const results = sql<number>`(array_agg(${searchQueries.results} order by ${searchQueries.day} desc))[1]`;
      return db
        .select({ query: searchQueries.query, searches, results })
        .from(searchQueries)
        .where(gte(searchQueries.day, sql`current_date - ${days - 1}::int`))
        .groupBy(searchQueries.query)
        .orderBy(sql`${results} = 0 desc`, desc(searches), searchQueries.query)
        .limit(limit);
    },
  };
}
