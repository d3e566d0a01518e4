import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { PreparedBody } from '../../http/prepared-body';

/** A pending answer's weight until it is known. */
const PENDING_SIZE = 1;

const MB = 1024 * 1024;

interface Entry {
  answer: Promise<unknown>;
  /** when the answer arrived (performance.now()); unset while it loads */
  arrivedAt?: number;
  refreshing?: boolean;
  /** what the answer shows (product ids), by which invalidate() finds it; set once it has arrived */
  tags?: readonly string[];
}
type Entries = LRUCache<string, Entry>;

/** When answers to `prime` with began to be read (`ResponseCache.mark`). */
export interface PrimeMark {
  /** the cache's clears then */
  clears: number;
  /** performance.now() then */
  at: number;
}

/** A set of entries with its own budget and times. */
interface Shelf {
  entries: Entries;
  /** the age after which an answer still asked for is reloaded */
  refreshAfterMs: number;
  /** keys asked for once lately, when only answers asked for again are kept */
  askedOnce?: LRUCache<string, true>;
}

/**
 * How many keys asked for once a shelf that keeps only repeated answers remembers: a key asked
 * for again before this many other keys is kept.
 */
const FIRST_ASKS_REMEMBERED = 4_096;

/** Tags whose last invalidation is remembered for answers still loading; beyond this, loads begun earlier are not kept. */
const MAX_REMEMBERED_TAGS = 10_000;

export interface ResponseCacheOptions<V> {
  /** what the System page and `/metrics` call it: `catalogue`, `pages` */
  name?: string;
  /** bytes of answers kept, as `weigh` counts them */
  maxBytes?: number;
  /**
   * What an answer weighs, in bytes (default: the length of its JSON text; an answer's objects and
   * text take about three times as much memory).
   */
  weigh?: (value: V) => number;
  /**
   * Keys starting with a prefix share their own budget, so they cannot push out the rest, and
   * may keep their answers for a time of their own. `repeatedOnly`: an answer is kept only when
   * its key was asked for lately, so that keys asked for once (a crawl, the long tail of product
   * pages) pass through without pushing out the answers people come back to, and without
   * filling the memory with answers nobody asks for again.
   */
  partitions?: Record<string, { maxBytes: number; ttlMs?: number; repeatedOnly?: boolean }>;
  maxEntries?: number;
  /** no answer is older than this */
  ttlMs?: number;
  /** an answer asked for after this age is reloaded in the background (default: half the time-to-live; partitions: half theirs) */
  refreshAfterMs?: number;
}

/** Counts the times any cache of the process forgot answers (invalidate, clear). */
let forgettings = 0;

/**
 * How many times any cache of the process has forgotten answers: an answer sent from a cache is
 * still the cache's while this is unchanged (`kept-answers.ts`).
 */
export const answersForgotten = (): number => forgettings;

/**
 * Catalogue reads are the hot path and change rarely: answers are kept for a few seconds and
 * concurrent misses share one database round trip. A catalogue write forgets what it changed at
 * once: everything (clear), or only the answers tagged with the products it changed (invalidate),
 * so that a sale taking stock of one product does not empty the cache. An answer still in demand
 * is reloaded in the background before it expires, so that nobody waits for a popular page to be
 * rebuilt. The cache is bounded by the size of what it holds (`weigh`), so a crawl of every
 * product page cannot grow it.
 */
export class ResponseCache<V = unknown> {
  readonly name: string;
  /** lookups answered from the cache (an answer still loading, shared, counts), since the start */
  hits = 0;
  /** lookups that had to load their answer, since the start */
  misses = 0;
  // Boxed: lru-cache re-weighs an entry only when its value changes, and the answer is weighed
  // once it has arrived.
  private readonly main: Shelf;
  private readonly partitions: [prefix: string, shelf: Shelf][];
  private readonly weigh: (value: V) => number;
  /** tag → the keys of the arrived answers that carry it */
  private readonly tagged = new Map<string, Map<string, Entry>>();
  /** how many invalidations there were; a load remembers the count when it began */
  private invalidations = 0;
  /** how many times the cache was cleared: answers read before a clear are not primed (`prime`) */
  private clears = 0;
  /** tag → the invalidation that last named it */
  private readonly invalidatedAt = new Map<string, number>();
  /** loads begun before this invalidation are not kept: the tags named then are forgotten */
  private forgottenBefore = 0;

  constructor(options: ResponseCacheOptions<V> = {}) {
    this.name = options.name ?? 'answers';
    const ttl = options.ttlMs ?? 10_000;
    const shelf = ({
      maxBytes,
      ttlMs = ttl,
      refreshAfterMs = ttlMs / 2,
      repeatedOnly = false,
    }: {
      maxBytes: number;
      ttlMs?: number;
      refreshAfterMs?: number;
      repeatedOnly?: boolean;
    }): Shelf => ({
      entries: new LRUCache({
        max: options.maxEntries ?? 10_000,
        maxSize: maxBytes,
        ttl: ttlMs,
        dispose: (entry, key) => this.untag(key, entry),
      }),
      refreshAfterMs,
      askedOnce: repeatedOnly ? new LRUCache({ max: FIRST_ASKS_REMEMBERED }) : undefined,
    });
    this.weigh = options.weigh ?? jsonLength;
    this.main = shelf({ maxBytes: options.maxBytes ?? 8 * MB, refreshAfterMs: options.refreshAfterMs });
    this.partitions = Object.entries(options.partitions ?? {}).map(([prefix, partition]) => [prefix, shelf(partition)]);
  }

  private shelfFor(key: string): Shelf {
    return this.partitions.find(([prefix]) => key.startsWith(prefix))?.[1] ?? this.main;
  }

  /** The answer of `key`, loaded once; `tagsOf` names what it shows, for invalidate(). */
  get<T extends V>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => readonly string[]): Promise<T> {
    const shelf = this.shelfFor(key);
    const { entries } = shelf;
    const hit = entries.get(key);
    if (hit) {
      this.hits++;
      if (hit.arrivedAt !== undefined && !hit.refreshing && performance.now() - hit.arrivedAt >= shelf.refreshAfterMs)
        this.refresh(entries, key, hit, load, tagsOf);
      return hit.answer as Promise<T>;
    }
    this.misses++;
    const begun = this.invalidations;
    const answer = load();
    // Asked for meanwhile, the answer is shared even when it is not to be kept.
    entries.set(key, { answer }, { size: PENDING_SIZE });
    const askedBefore = !shelf.askedOnce || shelf.askedOnce.has(key);
    if (!askedBefore) shelf.askedOnce!.set(key, true);
    answer.then(
      (value) => {
        if (entries.peek(key)?.answer !== answer) return;
        if (!askedBefore) {
          entries.delete(key);
          return;
        }
        // Weighed now; its time-to-live still counts from when the load began.
        this.keep(entries, key, { answer, arrivedAt: performance.now(), tags: tagsOf?.(value) }, value, begun, {
          noUpdateTTL: true,
        });
      },
      () => {
        if (entries.peek(key)?.answer === answer) entries.delete(key);
      },
    );
    return answer;
  }

  /** The old answer serves until the new one arrives; a write (clear, invalidate) in between discards it. */
  private refresh<T extends V>(
    entries: Entries,
    key: string,
    stale: Entry,
    load: () => Promise<T>,
    tagsOf?: (value: T) => readonly string[],
  ): void {
    stale.refreshing = true;
    const begun = this.invalidations;
    const answer = load();
    answer.then(
      (value) => {
        if (entries.peek(key) === stale)
          this.keep(entries, key, { answer, arrivedAt: performance.now(), tags: tagsOf?.(value) }, value, begun);
      },
      () => {
        stale.refreshing = false; // tried again on the next request, until the old answer expires
      },
    );
  }

  /**
   * Keeps an arrived answer, unless a product it shows was invalidated while it loaded: it may
   * have been read before that write committed.
   */
  private keep(
    entries: Entries,
    key: string,
    entry: Entry,
    value: V,
    begun: number,
    options: { noUpdateTTL?: boolean } = {},
  ): void {
    if (entry.tags && this.invalidatedSince(entry.tags, begun)) {
      entries.delete(key);
      return;
    }
    entries.set(key, entry, { size: Math.max(PENDING_SIZE, this.weigh(value)), ...options });
    // (an answer larger than its whole budget is not kept at all)
    if (entry.tags && entries.peek(key) === entry) {
      for (const tag of entry.tags) {
        let keys = this.tagged.get(tag);
        if (!keys) this.tagged.set(tag, (keys = new Map()));
        keys.set(key, entry);
      }
    }
  }

  private invalidatedSince(tags: readonly string[], begun: number): boolean {
    return begun < this.forgottenBefore || tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > begun);
  }

  private untag(key: string, entry: Entry): void {
    for (const tag of entry.tags ?? []) {
      const keys = this.tagged.get(tag);
      // A newer answer of the same key may already carry the tag.
      if (keys?.get(key) !== entry) continue;
      keys.delete(key);
      if (keys.size === 0) this.tagged.delete(tag);
    }
  }

  /** The bytes of the answers kept now, as `weigh` counts them. */
  get bytes(): number {
    let bytes = this.main.entries.calculatedSize;
    for (const [, shelf] of this.partitions) bytes += shelf.entries.calculatedSize;
    return bytes;
  }

  /** A mark taken before reading answers to `prime` with. */
  mark(): PrimeMark {
    return { clears: this.clears, at: performance.now() };
  }

  /**
   * Keeps an answer read alongside another (the next pages of a search, read in one query) as
   * the answer of `key`, unless the cache was cleared since `mark`, or it keeps one read since
   * then or still loading. One read before it is replaced: when a search's first page is read
   * again as it grows old, its next pages are new with it, and are not each read again.
   */
  prime(key: string, value: V, mark: PrimeMark): void {
    const { entries } = this.shelfFor(key);
    const kept = entries.peek(key);
    if (mark.clears !== this.clears || (kept && (kept.arrivedAt === undefined || kept.arrivedAt >= mark.at))) return;
    this.keep(
      entries,
      key,
      { answer: Promise.resolve(value), arrivedAt: performance.now() },
      value,
      this.invalidations,
    );
  }

  /** Forgets every answer tagged with one of `tags`, and any such answer still loading. */
  invalidate(tags: Iterable<string>): void {
    forgettings += 1;
    const invalidation = ++this.invalidations;
    for (const tag of tags) {
      this.invalidatedAt.set(tag, invalidation);
      const keys = this.tagged.get(tag);
      if (keys) for (const key of [...keys.keys()]) this.shelfFor(key).entries.delete(key);
    }
    if (this.invalidatedAt.size > MAX_REMEMBERED_TAGS) {
      this.invalidatedAt.clear();
      this.forgottenBefore = invalidation;
    }
  }

  /** Forgets every answer (and discards loads in flight), except those of the partition whose prefix is `keep`. */
  clear({ keep }: { keep?: string } = {}): void {
    forgettings += 1;
    this.clears += 1;
    this.main.entries.clear();
    for (const [prefix, shelf] of this.partitions) if (prefix !== keep) shelf.entries.clear();
  }
}

/** What the System page and `/metrics` read of a cache. */
export type CountedCache = Pick<ResponseCache, 'name' | 'hits' | 'misses' | 'bytes'>;

function jsonLength(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * Serializes each cached answer once. The text (and its compressed forms, once asked for) is
 * remembered against the answer object itself, so it lives exactly as long as the cache keeps
 * that object: a hit sends the same bytes and ETag without validating, stringifying and
 * compressing the same products again.
 */
export function jsonBodies<T extends object>(serialize: (value: T) => string): (value: T) => PreparedBody {
  const bodies = new WeakMap<T, PreparedBody>();
  return (value) => {
    let body = bodies.get(value);
    if (!body) {
      const json = serialize(value);
      body = new PreparedBody(json, `"${crypto.hash('sha1', json, 'base64url')}"`);
      bodies.set(value, body);
    }
    return body;
  };
}
