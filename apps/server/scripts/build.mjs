/**
 * `npm run build -w @onsale/server` (and the first half of `npm start`): bundles the server into
 * `dist/` as plain JavaScript for `node`. Our own code and `@onsale/core` are bundled; every npm
 * package stays an import of node_modules (native parts such as sharp and argon2, PGlite's wasm
 * and data files are found there). The embedded database is a separate chunk, loaded only when
 * no DATABASE_URL is set. The thread that reads imported pages is an entry of its own, beside
 * server.js, where `modules/imports/page-reader.ts` looks for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverRoot, 'dist');
const BUNDLED = /^@onsale\//;
const STALE_AFTER_MS = 60 * 60_000;

/** Bare imports (`fastify`, `node:fs`) stay imports, but for the workspace's own TypeScript packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: { server: 'src/server.ts', 'page-reader.worker': 'src/modules/imports/page-reader.worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // A stack trace keeps the source's names, and an error's class its name (`err.type` in the logs).
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  write: false,
  plugins: [npmPackagesExternal],
});

// Another process may be starting from dist/ while this one builds, or building from a newer
// source (two nodes, the tests): each file appears whole (written aside, then renamed), chunks
// and maps before the entry that imports them, and another build's files go only once they are
// an hour old, so that no entry loses the chunks it names.
fs.mkdirSync(outdir, { recursive: true });
const entry = path.join(outdir, 'server.js');
const ordered = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
for (const file of ordered) {
  const aside = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(aside, file.contents);
  fs.renameSync(aside, file.path);
}
const written = new Set(result.outputFiles.map((file) => path.basename(file.path)));
for (const name of fs.readdirSync(outdir)) {
  const file = path.join(outdir, name);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!written.has(name) && stat?.isFile() && Date.now() - stat.mtimeMs > STALE_AFTER_MS)
    fs.rmSync(file, { force: true });
}
const bytes = result.outputFiles
  .filter((file) => file.path.endsWith('.js'))
  .reduce((sum, file) => sum + file.contents.byteLength, 0);
process.stdout.write(
  `Server built into ${path.relative(process.cwd(), outdir) || '.'} (${Math.round(bytes / 1024)} kB of JavaScript) in ${Math.round(performance.now() - started)} ms\n`,
);
