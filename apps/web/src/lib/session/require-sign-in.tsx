import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/status-messages';
import { useCurrentUser } from './use-current-user';

/** Where /login sends the shopper after signing in: a path on this site, never another site. */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/**
 * A page for signed-in shoppers only: a signed-out visit goes to the login, which comes back here
 * afterwards. `reason` is shown above the login form.
 */
export function RequireSignIn({ children, reason }: { children: ReactNode; reason?: string }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  if (isPending) return <LoadingState label="Loading…" />;
  // Signing out on this page goes home, as Logout does everywhere; only a signed-out visit asks for a login.
  if (!user && wasSignedIn) return <Navigate to="/" replace />;
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace state={reason ? { reason } : undefined} />;
  }
  return <>{children}</>;
}
