import { STATE_ELEMENT_ID } from '@onsale/core/storefront-render';
import type { DehydratedState } from '@tanstack/react-query';

/** What the server hands to the browser with a page it rendered. */
export interface ServerState {
  publicUrl: string;
  queries: DehydratedState;
}

/** The server's state of this page, when the server rendered it. */
export function readServerState(): ServerState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
