import { searchWords } from '@onsale/core/search-query';
import type { Executor } from '../../db/client';
import { createSearchQueriesRepository, type SearchQueryCount } from './search-queries.repository';

/** Distinct searches a node keeps between two flushes; more in one interval are not counted. */
export const SEARCH_COUNTS_MAX_QUERIES = 10_000;
/** Days of counts kept: older days are deleted by a flush. */
export const SEARCH_COUNTS_KEEP_DAYS = 90;

export interface SearchCounts {
  /** Counts a shopper's search and what it found: a map update, nothing more (the search is a hot path). */
  count(text: string, results: number): void;
  /** Adds what this node counted to the database's counts, and deletes days past the 90 kept. */
  flush(): Promise<void>;
  /** Flushes every `everyMs` until stopped. */
  start(): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

/**
 * What shoppers search for, counted in this node's memory and added to `search_queries` every
 * interval and on shutdown, in one statement: every node's counts add up, and no search waits on a
 * write. A search is kept as its words joined by one space.
 */
export function createSearchCounts(
  db: Executor,
  {
    everyMs,
    maxQueries = SEARCH_COUNTS_MAX_QUERIES,
    onError,
  }: { everyMs: number; maxQueries?: number; onError: (error: unknown) => void },
): SearchCounts {
  let counted = new Map<string, { searches: number; results: number }>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  function add(query: string, searches: number, results: number): void {
    const count = counted.get(query);
    if (count) {
      count.searches += searches;
      count.results = results;
    } else if (counted.size < maxQueries) counted.set(query, { searches, results });
  }

  async function write(batch: Map<string, { searches: number; results: number }>): Promise<void> {
    const counts: SearchQueryCount[] = [...batch].map(([query, count]) => ({ query, ...count }));
    const repository = createSearchQueriesRepository(db);
    try {
      await repository.add(counts);
    } catch (error) {
      // The database is away: the counts wait for the next flush (as many as the map holds),
      // behind any counted since, whose result counts are the later ones.
      for (const { query, searches, results } of counts) {
        const later = counted.get(query);
        if (later) later.searches += searches;
        else add(query, searches, results);
      }
      throw error;
    }
    await repository.forgetOlderThan(SEARCH_COUNTS_KEEP_DAYS);
  }

  /** One flush at a time: a second waits for the first, then writes what came since. */
  async function flush(): Promise<void> {
    while (flushing) await flushing.catch(() => {});
    if (counted.size === 0) return;
    const batch = counted;
    counted = new Map();
    flushing = write(batch).finally(() => {
      flushing = undefined;
    });
    await flushing;
  }

  return {
    count(text, results) {
      // Half a microsecond: the words are the key, so "Lawn" and "lawn!" are one search.
      const query = searchWords(text).join(' ');
      if (query !== '') add(query, 1, results);
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => flush().catch(onError), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
