import { zodResolver } from '@hookform/resolvers/zod';
import { shippingFormSchema, type ShippingDetails, type ShippingForm } from '@onsale/core/contracts/checkout';
import { CITIES, findCity, POSTCODE_LENGTH, PROVINCES } from '@onsale/core/places';
import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { useBagLines } from '../../../lib/bag/use-bag';
import { useBuyerDetails } from '../api/get-buyer-details';
import { readShipping, saveShipping } from '../utils/checkout-storage';
import { CheckoutSteps } from './checkout-steps';
import './checkout.css';

const EMPTY: ShippingForm = {
  fullName: '',
  email: '',
  phone: '',
  postcode: '',
  address: '',
  city: '',
  state: '',
  landmark: '',
  deliveryInstructions: '',
};

/** The shipping form (spec section 5): saved in this browser, prefilled for a signed-in buyer. */
export function ShippingPage() {
  const lines = useBagLines();
  const navigate = useNavigate();
  const buyer = useBuyerDetails();
  const [stored] = useState(readShipping);
  const { register, handleSubmit, formState, reset, getValues, setValue } = useForm<
    ShippingForm,
    unknown,
    ShippingDetails
  >({
    resolver: zodResolver(shippingFormSchema),
    defaultValues: stored ? { ...EMPTY, ...stored } : EMPTY,
  });

  // A signed-in buyer's details fill what they have not typed yet, once they arrive.
  const me = buyer.data;
  useEffect(() => {
    if (stored || !me) return;
    reset(
      (values) => ({
        ...values,
        fullName: values.fullName || [me.firstName, me.lastName].filter(Boolean).join(' '),
        email: values.email || me.email,
        phone: values.phone || me.phoneNumber,
        address: values.address || me.address,
      }),
      { keepDirty: true, keepTouched: true },
    );
  }, [me, stored, reset]);

  const citiesId = useId();
  if (lines.length === 0) return <Navigate to="/cart" replace />;

  const onSubmit = handleSubmit((details) => {
    saveShipping(details);
    void navigate('/checkout');
  });

  const field = (name: keyof ShippingForm) => ({ registration: register(name), error: formState.errors[name] });
  // A listed city names its province: chosen for the shopper unless they chose one already.
  const city = register('city', {
    onChange: (event: { target: { value: string } }) => {
      const found = findCity(event.target.value);
      if (found && !getValues('state')) setValue('state', found.province, { shouldValidate: formState.isSubmitted });
    },
  });

  return (
    <div className="container page-container checkout-narrow">
      <CheckoutSteps current="shipping" />
      <h1 className="page-title mb-4">Shipping Details</h1>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="checkout-card">
        <div className="row g-3">
          <Field className="col-12" label="Full Name" autoComplete="name" {...field('fullName')} />
          <Field
            className="col-md-6"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...field('email')}
          />
          <Field className="col-md-6" label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
          <Field className="col-12" label="Address" autoComplete="street-address" {...field('address')} />
          <Field
            className="col-md-5"
            label="City"
            autoComplete="address-level2"
            list={citiesId}
            registration={city}
            error={formState.errors.city}
          />
          <datalist id={citiesId}>
            {CITIES.map((listed) => (
              <option key={listed.name} value={listed.name} />
            ))}
          </datalist>
          <ProvinceField className="col-md-4" {...field('state')} />
          <Field
            className="col-md-3"
            label="Postcode"
            optional
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={POSTCODE_LENGTH}
            {...field('postcode')}
          />
          <Field className="col-12" label="Landmark" optional {...field('landmark')} />
          <Field
            className="col-12"
            label="Delivery Instructions"
            optional
            multiline
            {...field('deliveryInstructions')}
          />
        </div>
        <div className="d-flex flex-wrap justify-content-between gap-2 mt-4">
          <Link to="/cart" className="btn btn-outline-secondary">
            Back to Cart
          </Link>
          <button type="submit" className="btn btn-accent">
            Continue to Checkout
          </button>
        </div>
      </form>
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  className: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  optional?: boolean;
  multiline?: boolean;
}

function Field({ label, className, registration, error, optional = false, multiline = false, ...input }: FieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : undefined;
  const common = {
    id,
    className: `form-control ${error ? 'is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {optional && <span className="text-body-secondary small"> (optional)</span>}
      </label>
      {multiline ? <textarea rows={2} {...common} /> : <input {...input} {...common} />}
      {error?.message && (
        <div id={describedBy} className="invalid-feedback">
          {error.message}
        </div>
      )}
    </div>
  );
}

/** The province, from the list the server accepts (core's places). */
function ProvinceField({
  className,
  registration,
  error,
}: {
  className: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        Province
      </label>
      <select
        id={id}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        <option value="">Choose…</option>
        {PROVINCES.map((province) => (
          <option key={province} value={province}>
            {province}
          </option>
        ))}
      </select>
      {error?.message && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error.message}
        </div>
      )}
    </div>
  );
}
