import { createContext, useContext } from 'react';

/** What a page needs to know about the shop beyond its data: set by the server's render and by the browser hydrating it. */
export interface Site {
  /** the shop's public address (PUBLIC_URL), for canonical links, previews and structured data */
  publicUrl: string;
  /** true while the server renders the page */
  server: boolean;
  /** the parts the server holds rendered already: each is written as a placeholder for it to fill */
  keptParts?: ReadonlySet<string>;
}

export const SiteContext = createContext<Site | null>(null);

/** The shop's site; a page the server did not render takes the browser's address. */
export function useSite(): Site {
  return (
    useContext(SiteContext) ?? { publicUrl: typeof window === 'undefined' ? '' : window.location.origin, server: false }
  );
}
