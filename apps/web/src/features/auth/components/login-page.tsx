import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_FAILED, loginBodySchema, type LoginBody } from '@onsale/core/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useLogin } from '../api/login';
import { useSignedIn } from '../hooks/use-signed-in';
import { AuthCard } from './auth-card';

/** The Login modal of the spec as a page: the header's Login link and signed-out visits to account pages come here. */
export function LoginPage() {
  const { data: user } = useCurrentUser();
  const signedIn = useSignedIn();
  const login = useLogin();
  const location = useLocation();
  const reason = (location.state as { reason?: string } | null)?.reason;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  if (user && !formState.isSubmitting && !formState.isSubmitSuccessful) return <Navigate to={signedIn.next} replace />;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await signedIn.done(await login.mutateAsync(body));
    } catch (error) {
      // A 4xx carries the shop's own words (wrong password, blocked, too many attempts); anything else is a plain failure.
      setFailure(messageOf(error, LOGIN_FAILED));
    }
  });

  const nextQuery = signedIn.next !== '/' ? `?next=${encodeURIComponent(signedIn.next)}` : '';
  return (
    <AuthCard
      title="Login"
      footer={
        <>
          New to OnSale? <Link to={`/signup${nextQuery}`}>Create Account</Link>
        </>
      }
    >
      {reason && <div className="alert alert-info">{reason}</div>}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className="btn btn-accent w-100" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Signing in…' : 'Login'}
        </button>
      </form>
      <p className="text-center mt-3 mb-0 small">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
