// Starts the shop for the browser journeys on a fresh embedded database with the demo catalogue,
// the way `npm start` does: the server compiled to JavaScript and run by plain node.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-e2e-'));
const child = spawn('npm', ['start'], {
  cwd: path.resolve(import.meta.dirname, '../apps/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@onsale.test',
    ADMIN_PASSWORD: 'e2e-admin-password',
    ADMIN_INVITE_CODE: 'e2e-invite-code',
    // the journeys read the alert e-mail a shopper gets
    DIGEST_EVERY_SECONDS: '5',
    // the admin's journey reads a shopper's search on the Search page
    SEARCH_COUNTS_FLUSH_SECONDS: '1',
    // every journey's seller and shopper registers from this one address
    RATE_LIMITS: 'seller-registration=100/1h,signup=200/1h',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
