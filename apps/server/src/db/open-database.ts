import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../server-root';
import type { Database, DatabaseHandle } from './client';
import * as schema from './schema';

// Kept apart from client.ts, which loads PGlite: a server on PostgreSQL never loads the embedded
// engine (about 40 MB of resident memory when run through tsx).

export { migrationsFolder };
const MIGRATION_LOCK_ID = 724_513_001;

export async function openPostgres(url: string, poolSize = 20): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const migrate = async () => {
    // One connection holds an advisory lock so that app nodes starting together migrate one by one.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  };
  const poolCounts = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'postgres', url, migrate, poolCounts, close: () => pool.end() };
}

/** PostgreSQL when a URL is set, else the embedded database under `${dataDir}/db`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { openPglite } = await import('./client');
  return openPglite(options.dataDir);
}
