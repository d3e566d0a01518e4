import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { CatalogueChange } from './catalogue-changes';
import { notifyChannel } from './catalogue-channel.repository';

export const CATALOGUE_CHANNEL = 'onsale_catalogue';
/** The listener's session in pg_stat_activity. */
export const CATALOGUE_LISTENER_NAME = 'onsale-catalogue-listener';
/** A NOTIFY payload must stay under 8,000 bytes: a change of more products is sent as "everything changed". */
const MAX_PRODUCTS_PER_NOTICE = 150;

/** A notice on the channel: the node that sent it, and its change (no `products`: everything). */
const noticeSchema = z.object({
  node: z.string(),
  products: z.array(z.string()).max(MAX_PRODUCTS_PER_NOTICE).optional(),
  lists: z.boolean().optional(),
});
type Notice = z.infer<typeof noticeSchema>;

export interface CatalogueChannelOptions {
  /** the database every node shares */
  connectionString: string;
  db: Database;
  log: FastifyBaseLogger;
  /** Another node's change; none: anything may have changed (this node's listener was down and may have missed some). */
  onChange: (change?: CatalogueChange) => void;
  /** at most one notice per this many milliseconds from this node; the changes in between travel together */
  coalesceMs?: number;
  /** the wait before reconnecting the listener, doubled on each failure up to `maxMs` */
  reconnect?: { minMs: number; maxMs: number };
}

export interface CatalogueChannel {
  /** Tells the other nodes of a change made here (shortly, together with the changes after it). */
  publish(change?: CatalogueChange): void;
  /** Sends what is pending and stops listening. */
  close(): Promise<void>;
}

/**
 * The app nodes tell each other of catalogue changes through PostgreSQL: NOTIFY after a write
 * commits, and one dedicated connection per node that LISTENs. A notice is not stored: when the
 * listener's connection drops, the node reconnects (with backoff) and forgets its whole cache,
 * since it cannot know what it missed meanwhile.
 */
export async function openCatalogueChannel(options: CatalogueChannelOptions): Promise<CatalogueChannel> {
  const { connectionString, db, log, onChange, coalesceMs = 25, reconnect = { minMs: 50, maxMs: 5_000 } } = options;
  const node = crypto.randomUUID();
  let closed = false;

  // Listening.
  let listener: pg.Client | undefined;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  function heard(payload: string): void {
    let notice: Notice;
    try {
      notice = noticeSchema.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error, payload }, 'unreadable catalogue notice: forgetting the whole catalogue cache');
      onChange();
      return;
    }
    if (notice.node === node) return; // this node forgot its own changes when it made them
    onChange(notice.products ? { productIds: notice.products, listsChanged: notice.lists ?? false } : undefined);
  }

  function lost(client: pg.Client, error?: unknown): void {
    if (client !== listener || closed) return;
    listener = undefined;
    client.end().catch(() => {});
    const delay = Math.min(reconnect.maxMs, reconnect.minMs * 2 ** failures);
    failures += 1;
    log.warn({ err: error, retryInMs: delay }, 'catalogue listener disconnected');
    retryTimer = setTimeout(() => void listen(), delay);
    retryTimer.unref();
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString, application_name: CATALOGUE_LISTENER_NAME, keepAlive: true });
    listener = client;
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload) heard(message.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (listener !== client) return;
    if (failures > 0) log.info({ failures }, 'catalogue listener reconnected: forgetting the whole catalogue cache');
    failures = 0;
    // Whatever was cached before now may have changed unheard (on the first connection, the cache is empty).
    onChange();
  }

  // Telling.
  let pending: { productIds: Set<string>; listsChanged: boolean } | 'everything' | undefined;
  let flushTimer: NodeJS.Timeout | undefined;
  let lastSentAt = -Infinity;
  const sending = new Set<Promise<void>>();

  function flush(): void {
    flushTimer = undefined;
    const change = pending;
    pending = undefined;
    if (!change) return;
    lastSentAt = performance.now();
    const notice: Notice =
      change === 'everything' ? { node } : { node, products: [...change.productIds], lists: change.listsChanged };
    const sent = notifyChannel(db, CATALOGUE_CHANNEL, JSON.stringify(notice)).catch((error: unknown) => {
      log.error(
        { err: error },
        'catalogue change could not be told to the other nodes: they see it when their cache expires',
      );
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }

  function publish(change?: CatalogueChange): void {
    if (closed) return;
    if (!change || pending === 'everything') pending = 'everything';
    else {
      pending ??= { productIds: new Set(), listsChanged: false };
      for (const id of change.productIds) pending.productIds.add(id);
      pending.listsChanged ||= change.listsChanged;
      if (pending.productIds.size > MAX_PRODUCTS_PER_NOTICE) pending = 'everything';
    }
    // The first change after a quiet spell goes at once (after the writes of the same turn); a
    // busy node (a flash sale) sends one notice per `coalesceMs` with every product in it.
    flushTimer ??= setTimeout(flush, Math.max(0, lastSentAt + coalesceMs - performance.now()));
  }

  await listen();

  return {
    publish,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await Promise.all(sending);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
