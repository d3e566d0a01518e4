import { EMAIL_VERIFY_LINK_INVALID } from '@onsale/core/contracts/accounts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/** The page a verification link opens: the address is confirmed at once, and orders placed with it show in the account. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyEmail();
  const { mutate } = verification;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const footer = <Link to="/orders">Go to My Orders</Link>;
  if (!token || verification.isError) {
    const error = verification.error;
    const message = !token ? EMAIL_VERIFY_LINK_INVALID : messageOf(error);
    return (
      <AuthCard title="Confirm your e-mail address" footer={footer}>
        <div className="alert alert-warning mb-0" role="alert">
          {message} You can ask for a new link on the My Orders page once signed in.
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your e-mail address" footer={footer}>
      {verification.isSuccess ? (
        <div className="alert alert-success mb-0" role="status">
          Thank you: <strong>{verification.data.email}</strong> is confirmed. Orders placed with it now show in your
          account.
        </div>
      ) : (
        <p className="text-center text-muted mb-0" role="status">
          Confirming your e-mail address…
        </p>
      )}
    </AuthCard>
  );
}
