import { messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useResendEmailVerification } from '../api/resend-email-verification';

/**
 * For a buyer whose e-mail is not verified yet: orders placed with it without signing in wait for
 * the proof that the address is theirs, so the list may be short. Offers the link again.
 */
export function VerifyEmailNotice() {
  const user = useCurrentUser();
  const resend = useResendEmailVerification();
  if (!user.data || user.data.emailVerified) return null;

  const failure = resend.isError ? messageOf(resend.error) : null;
  return (
    <div className="alert alert-info" data-testid="verify-email-notice">
      <p className="mb-2">
        Orders you placed with <strong>{user.data.email}</strong> without signing in show here once you confirm that
        this e-mail address is yours. We sent you a link when you signed up.
      </p>
      {resend.isSuccess ? (
        <p className="mb-0 fw-semibold" role="status">
          {resend.data}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-accent"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {resend.isPending ? 'Sending…' : 'Send the link again'}
        </button>
      )}
      {failure && (
        <p className="text-danger small mb-0 mt-2" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
