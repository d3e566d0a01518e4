// Prints the gzip size of the storefront's initial JavaScript and fails the build above the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
let total = 0;
for (const file of initial) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`  ${file}  ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(`Storefront initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
