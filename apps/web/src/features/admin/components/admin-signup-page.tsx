import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MESSAGES, adminSignupSchema, type AdminSignup } from '@onsale/core/contracts/admin';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminSignup } from '../api/admin-signup';

const REDIRECT_MS = 3000;
/** Refusals that are about the e-mail typed, though the server names no field. */
const EMAIL_MESSAGES: ReadonlySet<string> = new Set([ADMIN_MESSAGES.adminExists, ADMIN_MESSAGES.emailInUse]);

/** /admin/signup: a new administrator with the invite code; success goes to the sign-in after 3 s. */
export function AdminSignupPage() {
  const navigate = useNavigate();
  const signup = useAdminSignup();
  const [failure, setFailure] = useState<{ message: string; fields: readonly string[] } | null>(null);
  const [created, setCreated] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<AdminSignup>({
    resolver: zodResolver(adminSignupSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', inviteCode: '' },
  });

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate('/admin', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signup.mutateAsync(values);
      setCreated(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        let shownAtField = false;
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (!(field in values)) continue;
          setError(field as keyof AdminSignup, { message });
          shownAtField ||= message === error.message;
        }
        // A message already under its field (the invite code) is not repeated above the form.
        const about = error.fields ? Object.keys(error.fields) : EMAIL_MESSAGES.has(error.message) ? ['email'] : [];
        if (!shownAtField) setFailure({ message: error.message, fields: about });
      } else setFailure({ message: ADMIN_MESSAGES.registerFailed, fields: [] });
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
                  {failure.message}
                </div>
              )}
              <form
                onSubmit={(event) => void onSubmit(event)}
                // The server's word on a field goes as soon as that field is changed.
                onChange={(event) => {
                  const field: EventTarget = event.target;
                  if (field instanceof HTMLInputElement && failure?.fields.includes(field.name)) setFailure(null);
                }}
                noValidate
              >
                <FormField
                  label="Name"
                  autoComplete="name"
                  error={formState.errors.name?.message}
                  {...register('name')}
                />
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
                  autoComplete="new-password"
                  error={formState.errors.password?.message}
                  {...register('password')}
                />
                <FormField
                  label="Confirm password"
                  type="password"
                  autoComplete="new-password"
                  error={formState.errors.confirmPassword?.message}
                  {...register('confirmPassword')}
                />
                <FormField
                  label="Invite code"
                  autoComplete="off"
                  error={formState.errors.inviteCode?.message}
                  hint="Ask an existing administrator for it."
                  {...register('inviteCode')}
                />
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
