import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A pending answer's weight until it is known. */
const PENDING_SIZE = 1;

const MB = 1024 * 1024;

interface Entry {
  answer: Promise<unknown>;
  /** when the answer arrived (performance.now()); unset while it loads */
  arrivedAt?: number;
  refreshing?: boolean;
}
type Entries = LRUCache<string, Entry>;

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
 * concurrent misses share one database round trip. A catalogue write in this process clears it
 * at once; other app nodes see the change within the time-to-live. An answer still in demand is
 * reloaded in the background before it expires, so that nobody waits for a popular page to be
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

  constructor(options: ResponseCacheOptions = {}) {
    const ttl = options.ttlMs ?? 10_000;
    const lru = (maxSize: number, ttlMs: number, refreshAfterMs = ttlMs / 2): Entries => {
      const entries: Entries = new LRUCache({ max: options.maxEntries ?? 10_000, maxSize, ttl: ttlMs });
      this.refreshAfterMs.set(entries, refreshAfterMs);
      return entries;
    };
    this.main = lru(options.maxJsonBytes ?? 8 * MB, ttl, options.refreshAfterMs);
    this.partitions = Object.entries(options.partitions ?? {}).map(([prefix, partition]) => [prefix, lru(partition.maxJsonBytes, partition.ttlMs ?? ttl)]);
  }

  private entriesFor(key: string): Entries {
    return this.partitions.find(([prefix]) => key.startsWith(prefix))?.[1] ?? this.main;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.entriesFor(key);
    const hit = entries.get(key);
    if (hit) {
      if (hit.arrivedAt !== undefined && !hit.refreshing && performance.now() - hit.arrivedAt >= this.refreshAfterMs.get(entries)!) this.refresh(entries, key, hit, load);
      return hit.answer as Promise<T>;
    }
    const answer = load();
    entries.set(key, { answer }, { size: PENDING_SIZE });
    answer.then(
      (value) => {
        // Weighed now; its time-to-live still counts from when the load began.
        if (entries.peek(key)?.answer === answer) entries.set(key, { answer, arrivedAt: performance.now() }, { size: sizeOf(value), noUpdateTTL: true });
      },
      () => {
        if (entries.peek(key)?.answer === answer) entries.delete(key);
      },
    );
    return answer;
  }

  /** The old answer serves until the new one arrives; a write (clear) in between discards it. */
  private refresh(entries: Entries, key: string, stale: Entry, load: () => Promise<unknown>): void {
    stale.refreshing = true;
    const answer = load();
    answer.then(
      (value) => {
        if (entries.peek(key) === stale) entries.set(key, { answer, arrivedAt: performance.now() }, { size: sizeOf(value) });
      },
      () => {
        stale.refreshing = false; // tried again on the next request, until the old answer expires
      },
    );
  }

  clear(): void {
    this.main.clear();
    for (const [, entries] of this.partitions) entries.clear();
  }
}

function sizeOf(value: unknown): number {
  return Math.max(PENDING_SIZE, JSON.stringify(value)?.length ?? 0);
}

/** An answer's JSON text and its entity tag. */
export interface JsonBody {
  json: string;
  etag: string;
}

/**
 * Serializes each cached answer once. The text is remembered against the answer object itself,
 * so it lives exactly as long as the cache keeps that object: a hit sends the same string and
 * ETag without validating and stringifying the same products again.
 */
export function jsonBodies<T extends object>(serialize: (value: T) => string): (value: T) => JsonBody {
  const bodies = new WeakMap<T, JsonBody>();
  return (value) => {
    let body = bodies.get(value);
    if (!body) {
      const json = serialize(value);
      body = { json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
      bodies.set(value, body);
    }
    return body;
  };
}
