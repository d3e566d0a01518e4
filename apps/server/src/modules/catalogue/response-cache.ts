import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { PreparedJson } from '../../http/prepared-json';

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

/** Tags whose last invalidation is remembered for answers still loading; beyond this, loads begun earlier are not kept. */
const MAX_REMEMBERED_TAGS = 10_000;

export interface ResponseCacheOptions {
  /** JSON bytes of answers kept (their objects and text take about three times as much memory) */
  maxJsonBytes?: number;
  /**
   * Keys starting with a prefix share their own budget, so they cannot push out the rest, and
   * may keep their answers for a time of their own.
   */
  partitions?: Record<string, { maxJsonBytes: number; ttlMs?: number }>;
  maxEntries?: number;
  /** no answer is older than this */
  ttlMs?: number;
  /** an answer asked for after this age is reloaded in the background (default: half the time-to-live; partitions: half theirs) */
  refreshAfterMs?: number;
}

/**
 * Catalogue reads are the hot path and change rarely: answers are kept for a few seconds and
 * concurrent misses share one database round trip. A catalogue write forgets what it changed at
 * once: everything (clear), or only the answers tagged with the products it changed (invalidate),
 * so that a sale taking stock of one product does not empty the cache. An answer still in demand
 * is reloaded in the background before it expires, so that nobody waits for a popular page to be
 * rebuilt. The cache is bounded by the JSON size of what it holds, so a crawl of every product
 * page cannot grow it.
 */
export class ResponseCache {
  // Boxed: lru-cache re-weighs an entry only when its value changes, and the answer is weighed
  // once it has arrived.
  private readonly main: Entries;
  private readonly partitions: [prefix: string, entries: Entries][];
  /** the age after which an answer still asked for is reloaded, per set of entries */
  private readonly refreshAfterMs = new Map<Entries, number>();
  /** tag → the keys of the arrived answers that carry it */
  private readonly tagged = new Map<string, Map<string, Entry>>();
  /** how many invalidations there were; a load remembers the count when it began */
  private invalidations = 0;
  /** tag → the invalidation that last named it */
  private readonly invalidatedAt = new Map<string, number>();
  /** loads begun before this invalidation are not kept: the tags named then are forgotten */
  private forgottenBefore = 0;

  constructor(options: ResponseCacheOptions = {}) {
    const ttl = options.ttlMs ?? 10_000;
    const lru = (maxSize: number, ttlMs: number, refreshAfterMs = ttlMs / 2): Entries => {
      const entries: Entries = new LRUCache({ max: options.maxEntries ?? 10_000, maxSize, ttl: ttlMs, dispose: (entry, key) => this.untag(key, entry) });
      this.refreshAfterMs.set(entries, refreshAfterMs);
      return entries;
    };
    this.main = lru(options.maxJsonBytes ?? 8 * MB, ttl, options.refreshAfterMs);
    this.partitions = Object.entries(options.partitions ?? {}).map(([prefix, partition]) => [prefix, lru(partition.maxJsonBytes, partition.ttlMs ?? ttl)]);
  }

  private entriesFor(key: string): Entries {
    return this.partitions.find(([prefix]) => key.startsWith(prefix))?.[1] ?? this.main;
  }

  /** The answer of `key`, loaded once; `tagsOf` names what it shows, for invalidate(). */
  get<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => readonly string[]): Promise<T> {
    const entries = this.entriesFor(key);
    const hit = entries.get(key);
    if (hit) {
      if (hit.arrivedAt !== undefined && !hit.refreshing && performance.now() - hit.arrivedAt >= this.refreshAfterMs.get(entries)!) this.refresh(entries, key, hit, load, tagsOf);
      return hit.answer as Promise<T>;
    }
    const begun = this.invalidations;
    const answer = load();
    entries.set(key, { answer }, { size: PENDING_SIZE });
    answer.then(
      (value) => {
        if (entries.peek(key)?.answer !== answer) return;
        // Weighed now; its time-to-live still counts from when the load began.
        this.keep(entries, key, { answer, arrivedAt: performance.now(), tags: tagsOf?.(value) }, value, begun, { noUpdateTTL: true });
      },
      () => {
        if (entries.peek(key)?.answer === answer) entries.delete(key);
      },
    );
    return answer;
  }

  /** The old answer serves until the new one arrives; a write (clear, invalidate) in between discards it. */
  private refresh<T>(entries: Entries, key: string, stale: Entry, load: () => Promise<T>, tagsOf?: (value: T) => readonly string[]): void {
    stale.refreshing = true;
    const begun = this.invalidations;
    const answer = load();
    answer.then(
      (value) => {
        if (entries.peek(key) === stale) this.keep(entries, key, { answer, arrivedAt: performance.now(), tags: tagsOf?.(value) }, value, begun);
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
  private keep(entries: Entries, key: string, entry: Entry, value: unknown, begun: number, options: { noUpdateTTL?: boolean } = {}): void {
    if (entry.tags && this.invalidatedSince(entry.tags, begun)) {
      entries.delete(key);
      return;
    }
    entries.set(key, entry, { size: sizeOf(value), ...options });
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

  /** Forgets every answer tagged with one of `tags`, and any such answer still loading. */
  invalidate(tags: Iterable<string>): void {
    const invalidation = ++this.invalidations;
    for (const tag of tags) {
      this.invalidatedAt.set(tag, invalidation);
      const keys = this.tagged.get(tag);
      if (keys) for (const key of [...keys.keys()]) this.entriesFor(key).delete(key);
    }
    if (this.invalidatedAt.size > MAX_REMEMBERED_TAGS) {
      this.invalidatedAt.clear();
      this.forgottenBefore = invalidation;
    }
  }

  /** Forgets every answer (and discards loads in flight), except those of the partition whose prefix is `keep`. */
  clear({ keep }: { keep?: string } = {}): void {
    this.main.clear();
    for (const [prefix, entries] of this.partitions) if (prefix !== keep) entries.clear();
  }
}

function sizeOf(value: unknown): number {
  return Math.max(PENDING_SIZE, JSON.stringify(value)?.length ?? 0);
}

/**
 * Serializes each cached answer once. The text (and its compressed forms, once asked for) is
 * remembered against the answer object itself, so it lives exactly as long as the cache keeps
 * that object: a hit sends the same bytes and ETag without validating, stringifying and
 * compressing the same products again.
 */
export function jsonBodies<T extends object>(serialize: (value: T) => string): (value: T) => PreparedJson {
  const bodies = new WeakMap<T, PreparedJson>();
  return (value) => {
    let body = bodies.get(value);
    if (!body) {
      const json = serialize(value);
      body = new PreparedJson(json, `"${crypto.hash('sha1', json, 'base64url')}"`);
      bodies.set(value, body);
    }
    return body;
  };
}
