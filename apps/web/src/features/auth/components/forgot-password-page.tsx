import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestBodySchema, type PasswordResetRequestBody } from '@onsale/core/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';

/** Asks for a one-time reset link by e-mail; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setSent(await requestReset.mutateAsync(email));
    } catch (error) {
      setFailure(messageOf(error));
    }
  });

  return (
    <AuthCard title="Forgot your password?" footer={<Link to="/login">Back to Login</Link>}>
      {sent ? (
        <div className="alert alert-success mb-0" role="status">
          {sent}
        </div>
      ) : (
        <>
          <p className="text-muted">
            Enter the e-mail of your account and we will send you a link to choose a new password.
          </p>
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
            <button type="submit" className="btn btn-accent w-100" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending…' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
