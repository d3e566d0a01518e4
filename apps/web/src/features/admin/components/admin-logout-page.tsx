import { LOGOUT_FAILED } from '@onsale/core/frame-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { setSessionHint } from '../../../lib/session/session-hint';
import { currentUserQueryKey } from '../../../lib/session/use-current-user';
import { useAdminLogout } from '../api/admin-logout';
import { adminKey } from '../api/admin-keys';

/** /admin/logout: ends the session on the server and goes back to the sign-in. */
export function AdminLogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: endSession } = useAdminLogout();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const signOut = useCallback(async () => {
    setFailed(false);
    try {
      await endSession();
      setSessionHint(false);
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ queryKey: adminKey });
      void navigate('/admin', { replace: true });
    } catch {
      setFailed(true);
    }
  }, [endSession, navigate, queryClient]);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  return (
    <div className="admin-auth">
      {failed ? (
        <ErrorState message={LOGOUT_FAILED} onRetry={() => void signOut()} />
      ) : (
        <LoadingState label="Signing out…" />
      )}
    </div>
  );
}
