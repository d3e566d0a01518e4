import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * True while React takes over a page the server rendered (and on the server), false from the render
 * after: what depends on the browser (the signed-in shopper, their wishlist) waits for it, so the
 * browser's first render draws what the server sent.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
