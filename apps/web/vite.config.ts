import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds (`npm run build`): the browser's (dist/, with a manifest the server reads to preload
 * a page's chunk) and the server's render of the storefront pages (`--ssr`, dist/ssr/, loaded by
 * apps/server/src/routes/web/storefront-pages.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // The server's render carries its packages: react-bootstrap and its helpers import folders
  // (react-bootstrap/Offcanvas), which Node's ES modules cannot load from node_modules.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: false, sourcemap: true, copyPublicDir: false, target: 'node20' }
    : { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
}));
