import { SEND_NEW_LINK, SET_PASSWORD_LINK_INVALID } from '@onsale/core/contracts/set-password';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORDS_DO_NOT_MATCH, passwordSchema } from '@onsale/core/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { usePasswordLinkCheck } from '../../../lib/password-link';
import { useSetPassword } from '../api/set-password';
import { AuthCard } from './auth-card';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1) })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/** The page a reset link (or a set-password link) opens: a new password, then signed in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSetPassword();
  // A used or expired link is told as the page opens, not after a password is typed.
  const check = usePasswordLinkCheck(token);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ token, password });
      queryClient.clear();
      await navigate('/profile', { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
    }
  });

  if (!token || check.data?.usable === false) {
    return (
      <AuthCard title="Choose a new password">
        <div className="alert alert-warning" role="alert" data-testid="link-unusable">
          {SET_PASSWORD_LINK_INVALID}
        </div>
        <Link to="/forgot-password" className="btn btn-accent w-100">
          {SEND_NEW_LINK}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" footer={<Link to="/forgot-password">Ask for a new link</Link>}>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <button type="submit" className="btn btn-accent w-100" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save password'}
        </button>
      </form>
    </AuthCard>
  );
}
