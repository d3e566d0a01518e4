import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORDS_DO_NOT_MATCH, passwordSchema } from '@onsale/core/contracts/accounts';
import { SEND_NEW_LINK, SET_PASSWORD_LINK_INVALID } from '@onsale/core/contracts/set-password';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { messageOf } from '../../../lib/api-client';
import { usePasswordLinkCheck } from '../../../lib/password-link';
import { useCreateAccount } from '../api/create-account';
import './checkout.css';

const createAccountSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
type CreateAccountForm = z.infer<typeof createAccountSchema>;

/** The order the receipt's link came with, when it looks like an order's id; the page shows it after the password. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Create your account" after a guest checkout: the one-time link from the receipt sets the
 * password of the account of the order's e-mail, and signs the buyer in on the order's page. Only
 * the e-mail carries the link, so only the owner of the address can open the account. When somebody
 * had opened that account without proving the address (`account=existing`), the page says that the
 * password takes it over: its old password stops working and everyone signed in to it is signed out.
 */
export function CreateAccountPage() {
  const [params] = useSearchParams();
  const takeOver = params.get('account') === 'existing';
  const orderId = params.get('order') ?? '';
  const title = takeOver ? 'Take over your account' : 'Create your account';
  const id = useId();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateAccount();
  // A used or expired link is told as the page opens, not after a password is typed.
  const check = usePasswordLinkCheck(token);
  const unusable = !token || check.data?.usable === false;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await create.mutateAsync({ token, password });
      // Every menu asks again who is signed in.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      await navigate(ORDER_ID.test(orderId) ? `/order/${orderId}` : '/orders', { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
    }
  });

  const errors = formState.errors;
  return (
    <div className="container page-container checkout-narrow">
      <h1 className="page-title mb-3">{title}</h1>
      {unusable ? (
        <div className="alert alert-warning" role="alert" data-testid="link-unusable">
          <p className="mb-2">{SET_PASSWORD_LINK_INVALID}</p>
          <Link to="/forgot-password" className="btn btn-accent btn-sm">
            {SEND_NEW_LINK}
          </Link>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="checkout-card">
          {takeOver ? (
            <div className="alert alert-warning" data-testid="take-over-notice">
              This e-mail address already has an OnSale account, opened without confirming the address. Choosing a
              password here makes the account yours: its old password stops working and everyone signed in to it is
              signed out. Your order then shows in it.
            </div>
          ) : (
            <p className="text-body-secondary">
              We made an account with the e-mail address of your order. Choose a password to see your orders at any
              time.
            </p>
          )}
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <div className="mb-3">
            <label htmlFor={`${id}-password`} className="form-label">
              Password
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              className={`form-control ${errors.password ? 'is-invalid' : ''}`}
              aria-invalid={errors.password ? true : undefined}
              {...register('password')}
            />
            {errors.password && <div className="invalid-feedback">{errors.password.message}</div>}
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-confirm`} className="form-label">
              Confirm Password
            </label>
            <input
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              className={`form-control ${errors.confirmPassword ? 'is-invalid' : ''}`}
              aria-invalid={errors.confirmPassword ? true : undefined}
              {...register('confirmPassword')}
            />
            {errors.confirmPassword && <div className="invalid-feedback">{errors.confirmPassword.message}</div>}
          </div>
          <button type="submit" className="btn btn-accent w-100" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : takeOver ? 'Take over the account' : 'Create account'}
          </button>
        </form>
      )}
    </div>
  );
}
