/**
 * The database a benchmark runs on: a dedicated `onsale_bench` database on a PostgreSQL server
 * (`onsale_bench_1000000` for a catalogue of another size than 100,000, so that each size is kept)
 * (the one of DATABASE_URL, else the local one when it answers), or PGlite in a temporary
 * DATA_DIR when no server is reachable. The bench owns it and recreates it on every run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../../apps/server/src/db/client';

const DEFAULT_PRODUCTS = 100_000;

/** The bench database of a catalogue size: each size has its own, kept for `--reuse`. */
export function benchDatabaseName(products = DEFAULT_PRODUCTS): string {
  return products === DEFAULT_PRODUCTS ? 'onsale_bench' : `onsale_bench_${products}`;
}
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one SQL statement with positional parameters, whatever the engine. */
export type RawQuery = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What the server gets as DATABASE_URL (undefined: PGlite in dataDir). */
  url: string | undefined;
  dataDir: string;
  handle: DatabaseHandle;
  query: RawQuery;
  /** Closes the bench's own connections so that the server can take over. */
  close(): Promise<void>;
  /** Removes what the run made on disk (the PostgreSQL database is kept for `--reuse`). */
  cleanup(): void;
}

async function serverAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The server URL to use, or undefined for PGlite. */
export async function chooseServer(options: { pglite: boolean }): Promise<string | undefined> {
  if (options.pglite) return undefined;
  const configured = process.env.DATABASE_URL;
  if (configured) {
    if (!(await serverAnswers(configured))) throw new Error(`DATABASE_URL does not answer: ${configured}`);
    return configured;
  }
  return (await serverAnswers(LOCAL_SERVER)) ? LOCAL_SERVER : undefined;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Opens the bench database. `fresh` drops and recreates it; otherwise an existing one is kept
 * (the caller checks whether its catalogue is complete).
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  options: { fresh: boolean; products: number },
): Promise<BenchDatabase> {
  const name = benchDatabaseName(options.products);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-bench-'));
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      if (options.fresh && exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      if (options.fresh || !exists) await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(serverUrl, name);
    const handle = await openPostgres(url, 4);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    return {
      kind: 'postgres',
      url,
      dataDir,
      handle,
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: async () => {
        await handle.close();
        await pool.end();
      },
      cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // The same layout the server opens: `${DATA_DIR}/db`.
  const dbDir = path.join(dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions });
  const handle = wrapPglite(client);
  return {
    kind: 'pglite',
    url: undefined,
    dataDir,
    handle,
    query: async (text, params) => (await client.query(text, params)).rows as never[],
    close: () => handle.close(),
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
