import { EMAIL_VERIFY_LINK_INVALID } from '@onsale/core/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/** The page a verification link opens: the address is confirmed at once, and orders placed with it show in the account. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const verification = useMutation({
    mutationFn: verifyEmail,
    // The account and its order list change with the address confirmed.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'me' || query.queryKey[0] === 'orders',
      }),
  });
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
