import { LOGIN_FAILED } from '@onsale/core/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { sellerLoginSchema } from '@onsale/core/contracts/seller';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { currentUserQueryKey, rememberSignedIn, useCurrentUser } from '../../../lib/session/use-current-user';
import { useSellerLogin } from '../api/seller-login';

type Values = z.infer<typeof sellerLoginSchema>;

/** The Seller Login modal of the spec as a page: a seller signs in and lands on the dashboard. */
export function SellerLoginPage() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useSellerLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(sellerLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  if (user?.isSeller && user.sellerStatus !== 'blocked' && !formState.isSubmitting)
    return <Navigate to="/seller" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      rememberSignedIn();
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['seller'] });
      void navigate('/seller', { replace: true });
    } catch (error) {
      setFailure(messageOf(error, LOGIN_FAILED));
    }
  });

  return (
    <div className="container py-4">
      <div className="auth-card card shadow-sm mx-auto">
        <div className="card-body p-4">
          <h1 className="h3 mb-4 text-center">Seller Login</h1>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
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
              {formState.isSubmitting ? 'Signing in…' : 'Login as Seller'}
            </button>
          </form>
        </div>
        <div className="card-footer bg-white text-center py-3 small">
          Not selling on OnSale yet? <Link to="/become-a-seller">Become a Seller</Link>
        </div>
      </div>
    </div>
  );
}
