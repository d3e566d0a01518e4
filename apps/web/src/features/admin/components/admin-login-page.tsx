import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MESSAGES, adminLoginSchema, type AdminLogin } from '@onsale/core/contracts/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { currentUserQueryKey, rememberSignedIn } from '../../../lib/session/use-current-user';
import { useAdminLogin } from '../api/admin-login';
import { adminMeQueryKey, useAdminMe } from '../api/get-admin-me';

/** /admin: the administrators' sign-in. */
export function AdminLoginPage() {
  const me = useAdminMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<AdminLogin>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  if (me.data && !formState.isSubmitting) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const admin = await login.mutateAsync(values);
      rememberSignedIn();
      queryClient.setQueryData(adminMeQueryKey, admin);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      setFailure(messageOf(error, ADMIN_MESSAGES.loginFailed));
    }
  });

  return (
    <div className="admin-auth">
      <div className="card shadow">
        <div className="card-body p-4">
          <h1 className="h4 mb-1 text-center">OnSale Admin</h1>
          <p className="text-muted text-center small mb-4">Sign in to manage the marketplace</p>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <FormField
              label="Email"
              type="email"
              autoComplete="username"
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
              {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
            </button>
          </form>
        </div>
        <div className="card-footer bg-white text-center py-3 small">
          Have an invite code? <Link to="/admin/signup">Create an admin account</Link>
        </div>
      </div>
    </div>
  );
}
