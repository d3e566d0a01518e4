import path from 'node:path';
import type { StorefrontRenderer } from '@onsale/core/storefront-render';

/**
 * The web app's server render, from its source (the build's is the same code, bundled), so that
 * tests of rendered pages do not need a web build first.
 */
export async function sourceRenderer(): Promise<StorefrontRenderer> {
  return (await import(
    /* @vite-ignore */ path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx')
  )) as StorefrontRenderer;
}
