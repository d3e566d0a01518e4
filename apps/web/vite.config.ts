import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin as PostcssPlugin } from 'postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Bootstrap's stylesheet keeps only the rules the app's markup uses (decision 0028): class names
 * are read from the app's source and the page template; the components react-bootstrap draws
 * (modal, offcanvas) and the state classes scripts add are kept by name, since their names are
 * built at run time. The app's own stylesheets are kept whole: their class names may be built
 * in code (`price-tag-${size}`).
 */
const unusedBootstrap = purgeCss({
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  safelist: {
    // (and the tones of alerts and badges, chosen in code: alert-${tone}, text-bg-${colour}; the
    // close button react-bootstrap draws in modal and offcanvas headers)
    standard: [
      /^alert-/,
      /^text-bg-/,
      /^modal/,
      /^offcanvas/,
      /^btn-close/,
      /^fade$/,
      /^show$/,
      /^showing$/,
      /^hiding$/,
      /^collaps/,
      /^is-(valid|invalid)$/,
      /^was-validated$/,
    ],
    deep: [/^modal/, /^offcanvas/],
  },
  keyframes: true,
});

/** Marks every rule that does not come from Bootstrap's files as one for the purge to leave alone. */
const keepOwnCss: PostcssPlugin = {
  postcssPlugin: 'keep-own-css',
  Once(root, { Comment }) {
    let own = false;
    for (const node of [...root.nodes]) {
      const fromBootstrap = node.source?.input.file?.includes(`${path.sep}bootstrap${path.sep}`) ?? false;
      if (!fromBootstrap && node.type !== 'comment' && !own) {
        node.before(new Comment({ text: 'purgecss start ignore' }));
        own = true;
      } else if (fromBootstrap && own) {
        node.before(new Comment({ text: 'purgecss end ignore' }));
        own = false;
      }
    }
    if (own) root.append(new Comment({ text: 'purgecss end ignore' }));
  },
};

/**
 * The app's code downloads at low priority: a storefront page arrives rendered, so its stylesheet
 * and hero picture come first and the code that makes it interactive follows (decision 0034).
 */
const codeAfterFirstPaint: Plugin = {
  name: 'code-after-first-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`),
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), codeAfterFirstPaint],
  css: { postcss: { plugins: [keepOwnCss, unusedBootstrap] } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // The server's render carries its packages: react-bootstrap and its helpers import folders
  // (react-bootstrap/Offcanvas), which Node's ES modules cannot load from node_modules.
  ssr: { noExternal: true },
  // The render carries React's production build: left to the server's environment, React would run
  // its development build (prop checks, dev warnings) on every page, several times slower.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: false, sourcemap: true, copyPublicDir: false, target: 'node20' }
    : { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
}));
