/**
 * Writes docs/openapi.json, the API description, from the app as built: no port is opened and
 * the database is an empty one in memory (building the app reads nothing from it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { pgliteExtensions, wrapPglite } from '../src/db/client';
import { apiDocumentFile, apiDocumentText } from '../src/http/openapi';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-openapi-'));
const database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
try {
  const app = await buildApp({
    config: { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), seedDemo: false },
    database,
  });
  await app.ready();
  fs.writeFileSync(apiDocumentFile, apiDocumentText(app.swagger()));
  await app.close();
  console.log(`Wrote ${path.relative(process.cwd(), apiDocumentFile)}`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
