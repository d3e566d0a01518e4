/**
 * Fails when the schema and the committed migrations disagree: drizzle-kit generates into a
 * scratch copy of the migrations folder and must find nothing to write.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-migrations-'));
fs.cpSync(path.join(root, 'drizzle'), path.join(scratch, 'drizzle'), { recursive: true });
try {
  const output = execFileSync(
    process.execPath,
    [
      path.join(root, '../../node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      path.join(root, 'src/db/schema.ts'),
      '--out',
      'drizzle',
    ],
    { cwd: scratch, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const before = fs.readdirSync(path.join(root, 'drizzle')).length;
  const after = fs.readdirSync(path.join(scratch, 'drizzle')).length;
  if (after !== before || !/No schema changes/i.test(output)) {
    process.stderr.write(
      `The schema has changes that no committed migration holds: run \`npm run db:generate\` and commit the result.\n${output}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Migrations match the schema.\n');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
