import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MESSAGES, adminSignupSchema, type AdminSignup } from '@onsale/core/contracts/admin';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/seo/use-page-meta';
import { adminSignup } from '../api/admin-signup';

const REDIRECT_MS = 3000;

/** /admin/signup: a new administrator with the invite code; success goes to the sign-in after 3 s. */
export function AdminSignupPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<AdminSignup>({
    resolver: zodResolver(adminSignupSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', inviteCode: '' },
  });
  usePageMeta('Admin sign-up', undefined);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate('/admin', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await adminSignup(values);
      setCreated(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (field in values) setError(field as keyof AdminSignup, { message });
        }
        setFailure(error.message);
      } else setFailure(ADMIN_MESSAGES.registerFailed);
    }
  });

  return (
    <div className="admin-auth">
      <div className="card shadow">
        <div className="card-body p-4">
          <h1 className="h4 mb-4 text-center">Create an admin account</h1>
          {created ? (
            <div className="alert alert-success" role="status">
              Admin account created. Redirecting to sign in…
            </div>
          ) : (
            <>
              {failure && (
                <div className="alert alert-danger" role="alert">
                  {failure}
                </div>
              )}
              <form onSubmit={(event) => void onSubmit(event)} noValidate>
                <FormField label="Name" autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
                <FormField label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
                <FormField label="Password" type="password" autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
                <FormField label="Confirm password" type="password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
                <FormField label="Invite code" autoComplete="off" error={formState.errors.inviteCode?.message} hint="Ask an existing administrator for it." {...register('inviteCode')} />
                <button type="submit" className="btn btn-accent w-100" disabled={formState.isSubmitting}>
                  {formState.isSubmitting ? 'Creating…' : 'Create account'}
                </button>
              </form>
            </>
          )}
        </div>
        <div className="card-footer bg-white text-center py-3 small">
          Already an administrator? <Link to="/admin">Sign in</Link>
        </div>
      </div>
    </div>
  );
}
