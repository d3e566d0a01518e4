/**
 * A hint, kept in this browser, that a session cookie may exist. The cookie itself is httpOnly,
 * so without the hint every visitor's first page would ask GET /api/me and log its 401 as a
 * console error. The server stays the authority: the hint only decides whether to ask.
 */
export const SESSION_HINT_KEY = 'onsale.signed-in';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn === hasSessionHint()) return;
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the visitor is then treated as signed out until they sign in again.
  }
}

const STARTS_SESSION = new Set(['/auth/login', '/auth/signup', '/auth/set-password']);

/** Called by the API client for every answer: signing in starts a session, logging out ends it. */
export function noteAuthResponse(path: string, ok: boolean): void {
  if (!ok) return;
  if (STARTS_SESSION.has(path)) setSessionHint(true);
  else if (path === '/auth/logout') setSessionHint(false);
}
