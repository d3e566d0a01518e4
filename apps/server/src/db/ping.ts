import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle, Executor } from './client';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Whether the node's database answers now; asked by the reverse proxy's health check. */
export interface DatabaseProbe {
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** How long the probe waits for a connection or an answer before it calls the database unreachable. */
export const PROBE_TIMEOUT_MS = 1000;

/**
 * A PostgreSQL server is asked on a connection of the probe's own, outside the pool: a pool busy
 * with checkouts must not look like a database that is down (the proxy would take every busy node
 * out at once), and a database that is down must not look busy. The connection is opened again
 * after any failure. The embedded database runs in this process and is reachable while it runs.
 */
export function createDatabaseProbe(
  handle: Pick<DatabaseHandle, 'kind' | 'url'>,
  timeoutMs = PROBE_TIMEOUT_MS,
): DatabaseProbe {
  if (handle.kind !== 'postgres' || !handle.url) return { reachable: async () => true, close: async () => {} };
  const connectionString = handle.url;
  let client: pg.Client | null = null;
  let asking: Promise<boolean> | null = null;
  let closed = false;

  const drop = (lost: pg.Client) => {
    if (client === lost) client = null;
    lost.end().catch(() => {});
  };

  async function ask(): Promise<boolean> {
    let current = client;
    try {
      if (!current) {
        current = new pg.Client({
          connectionString,
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
          application_name: 'onsale-readiness',
        });
        const opened = current;
        opened.on('error', () => drop(opened));
        await opened.connect();
        if (closed) {
          drop(opened);
          return false;
        }
        client = opened;
      }
      await current.query('select 1');
      return true;
    } catch {
      if (current) drop(current);
      return false;
    }
  }

  return {
    reachable() {
      // Health checks from several proxies at once share one question.
      asking ??= ask().finally(() => {
        asking = null;
      });
      return asking;
    },
    async close() {
      closed = true;
      if (client) drop(client);
    },
  };
}
