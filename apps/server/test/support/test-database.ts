import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../../src/db/client';

/** A fresh, migrated database for one test file, on PGlite or on the PostgreSQL of DATABASE_URL. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `onsale_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const handle = await openPostgres(testUrl.toString(), 20);
    return {
      ...handle,
      url: testUrl.toString(),
      close: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  return wrapPglite(client);
}

export const onPostgres = () => Boolean(process.env.DATABASE_URL);
