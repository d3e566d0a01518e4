import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches: false while the server renders and while the browser hydrates
 * (so both draw the same first screen), the browser's answer right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
