import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `apps/server`: the nearest folder holding a package.json above this file. The same code runs
 * from `src/` (dev, tests) and bundled into `dist/` (`npm start`), at different depths, so the
 * files found by path (migrations, the built web app) are found from here, not from `../..`.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();

/** drizzle-kit's migrations, committed beside the schema. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The built web app (`npm run build -w @onsale/web`). */
export const webDistDir = path.resolve(serverRoot, '../web/dist');
