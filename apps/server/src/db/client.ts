import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { acquireDirectoryLock } from './directory-lock';
import { migrationsFolder } from './open-database';

export { migrationsFolder, openDatabase, openPostgres } from './open-database';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository takes either the database or a transaction, so a workflow can run it inside one. */
export type Executor = Database | Transaction;

export interface PoolCounts {
  /** connections open */
  total: number;
  /** open connections waiting for a query */
  idle: number;
  /** queries waiting for a connection */
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** the PostgreSQL server's address (none for the embedded database), for connections of their own such as LISTEN */
  url?: string;
  /** The PostgreSQL pool's connections now (none on the embedded database, which has no pool). */
  poolCounts?(): PoolCounts;
  /** Applies the committed migrations; safe on every start and from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm };

/** The embedded database under `${dataDir}/db`; a lock file keeps a second process out. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = acquireDirectoryLock(path.join(dataDir, 'db.lock'));
  try {
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: async () => {
      await client.close();
      onClose();
    },
  };
}
