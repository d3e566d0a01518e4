import { zodResolver } from '@hookform/resolvers/zod';
import type { Me } from '@onsale/core/contracts/accounts';
import {
  SELLER_MESSAGES,
  STORE_CATEGORIES,
  sellerRegistrationSchema,
  visitorSellerRegistrationSchema,
  type SellerRegistration,
} from '@onsale/core/contracts/seller';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { currentUserQueryKey, rememberSignedIn, useCurrentUser } from '../../../lib/session/use-current-user';
import { useRegisterSeller } from '../api/register-seller';

/** The spec's hand-over pause after a successful registration. */
const REDIRECT_DELAY_MS = 1500;

/**
 * The Become a Seller modal of the spec as a page. A signed-in buyer keeps the e-mail of their
 * account; a visitor also chooses a password (the buyer rules) and is signed in.
 */
export function BecomeSellerPage() {
  const { data: user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  // Kept here: signing the visitor in swaps the form below for a new one, the success note stays.
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate('/seller', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  if (isPending) return <LoadingState label="Loading…" />;
  if (user?.isSeller && !registered) return <Navigate to="/seller" replace />;
  return (
    <div className="container py-4">
      <div className="card shadow-sm mx-auto" style={{ maxWidth: 720 }}>
        <div className="card-body p-4">
          <h1 className="h3 mb-1">Become a Seller</h1>
          <p className="text-muted">Sell your brand on OnSale. We review new sellers within 1-2 business days.</p>
          {registered ? (
            <div className="alert alert-success" role="status">
              Registration successful! Your seller account is pending approval. Taking you to your seller dashboard…
            </div>
          ) : (
            // GET /api/me answers the whole profile; the header's type only names what it uses.
            <BecomeSellerForm
              key={user?.uid ?? 'visitor'}
              me={(user as Me | null | undefined) ?? null}
              onRegistered={() => setRegistered(true)}
            />
          )}
        </div>
        <div className="card-footer bg-white text-center py-3 small">
          Already a seller? <Link to="/seller/login">Seller Login</Link>
        </div>
      </div>
    </div>
  );
}

function BecomeSellerForm({ me, onRegistered }: { me: Me | null; onRegistered: () => void }) {
  const queryClient = useQueryClient();
  const registration = useRegisterSeller();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    SellerRegistration,
    unknown,
    z.output<typeof sellerRegistrationSchema>
  >({
    // A visitor's form also checks the password pair; its answer is a registration all the same.
    resolver: me
      ? zodResolver(sellerRegistrationSchema)
      : (zodResolver(visitorSellerRegistrationSchema) as Resolver<
          SellerRegistration,
          unknown,
          z.output<typeof sellerRegistrationSchema>
        >),
    defaultValues: {
      firstName: me?.firstName ?? '',
      lastName: me?.lastName ?? '',
      email: me?.email ?? '',
      phone: me?.phoneNumber ?? '',
      address: me?.address ?? '',
      brandName: '',
      businessDescription: '',
      taxId: '',
      website: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registration.mutateAsync(
        me ? { ...values, email: me.email, password: undefined, confirmPassword: undefined } : values,
      );
      // A visitor is signed in by the registration itself.
      rememberSignedIn();
      onRegistered();
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } catch (error) {
      setFailure(messageOf(error, SELLER_MESSAGES.registerFailed));
    }
  });

  const errors = formState.errors;
  return (
    <>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset disabled={formState.isSubmitting}>
          <div className="row">
            <div className="col-md-6">
              <FormField
                label="First Name"
                autoComplete="given-name"
                error={errors.firstName?.message}
                {...register('firstName')}
              />
            </div>
            <div className="col-md-6">
              <FormField
                label="Last Name"
                autoComplete="family-name"
                error={errors.lastName?.message}
                {...register('lastName')}
              />
            </div>
            <div className="col-md-6">
              <FormField
                label="Email"
                type="email"
                autoComplete="email"
                readOnly={Boolean(me)}
                hint={me ? 'The e-mail of your account' : undefined}
                error={errors.email?.message}
                {...register('email')}
              />
            </div>
            <div className="col-md-6">
              <FormField
                label="Phone Number"
                type="tel"
                autoComplete="tel"
                error={errors.phone?.message}
                {...register('phone')}
              />
            </div>
            <div className="col-12">
              <FormField
                label="Address"
                autoComplete="street-address"
                error={errors.address?.message}
                {...register('address')}
              />
            </div>
            <div className="col-md-6">
              <FormField label="Brand Name" error={errors.brandName?.message} {...register('brandName')} />
            </div>
            <div className="col-md-6 mb-3">
              <label htmlFor="become-seller-category" className="form-label">
                Store Category
              </label>
              <select
                id="become-seller-category"
                className={`form-select ${errors.storeCategory ? 'is-invalid' : ''}`}
                {...register('storeCategory')}
              >
                <option value="">Choose a category</option>
                {STORE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
              {errors.storeCategory && <div className="invalid-feedback">{errors.storeCategory.message}</div>}
            </div>
            <div className="col-12">
              <FormField
                label="Business Description"
                as="textarea"
                error={errors.businessDescription?.message}
                {...register('businessDescription')}
              />
            </div>
            <div className="col-md-6">
              <FormField
                label="Website"
                type="url"
                placeholder="https://"
                hint="Optional"
                error={errors.website?.message}
                {...register('website')}
              />
            </div>
            <div className="col-md-6">
              <FormField label="Tax ID" hint="Optional" error={errors.taxId?.message} {...register('taxId')} />
            </div>
            {!me && (
              <>
                <div className="col-md-6">
                  <FormField
                    label="Password"
                    type="password"
                    autoComplete="new-password"
                    error={errors.password?.message}
                    {...register('password')}
                  />
                </div>
                <div className="col-md-6">
                  <FormField
                    label="Confirm Password"
                    type="password"
                    autoComplete="new-password"
                    error={errors.confirmPassword?.message}
                    {...register('confirmPassword')}
                  />
                </div>
              </>
            )}
          </div>
          <button type="submit" className="btn btn-accent w-100">
            {formState.isSubmitting ? 'Registering…' : 'Register as Seller'}
          </button>
        </fieldset>
      </form>
    </>
  );
}
