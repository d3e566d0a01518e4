import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_IN_USE, REGISTER_FAILED, signupBodySchema, type SignupBody } from '@onsale/core/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useSignup } from '../api/signup';
import { useSignedIn } from '../hooks/use-signed-in';
import { AuthCard } from './auth-card';

const FIELDS: { name: keyof SignupBody; label: string; type?: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

/** The Create Account modal of the spec as a page: every field required, signed in at once. */
export function SignupPage() {
  const { data: user } = useCurrentUser();
  const signedIn = useSignedIn();
  const signup = useSignup();
  const [failure, setFailure] = useState<string | null>(null);
  // The fields the server's message is about: it goes as soon as one of them is changed.
  const [failureFields, setFailureFields] = useState<readonly string[]>([]);
  const { register, handleSubmit, formState, setError } = useForm<SignupBody>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: {
      email: '',
      username: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      address: '',
      password: '',
      confirmPassword: '',
    },
  });

  if (user && !formState.isSubmitting && !formState.isSubmitSuccessful) return <Navigate to={signedIn.next} replace />;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await signedIn.done(await signup.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (FIELDS.some((f) => f.name === field))
            setError(field as keyof SignupBody, { message: message.replace(new RegExp(`^${field} `), '') });
        }
        setFailure(error.message);
        setFailureFields(error.fields ? Object.keys(error.fields) : error.message === EMAIL_IN_USE ? ['email'] : []);
      } else {
        setFailure(REGISTER_FAILED);
      }
    }
  });

  const nextQuery = signedIn.next !== '/' ? `?next=${encodeURIComponent(signedIn.next)}` : '';
  return (
    <AuthCard
      title="Create Account"
      footer={
        <>
          Already have an account? <Link to={`/login${nextQuery}`}>Login</Link>
        </>
      }
    >
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {failure === EMAIL_IN_USE && (
        <p className="small">
          Ordered as a guest with this e-mail, or forgot your password?{' '}
          <Link to="/forgot-password">Set a new password</Link> and sign in.
        </p>
      )}
      <form
        onSubmit={onSubmit}
        onChange={(event) => {
          const field: EventTarget = event.target;
          if (field instanceof HTMLInputElement && failureFields.includes(field.name)) setFailure(null);
        }}
        noValidate
      >
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            error={formState.errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
        <button type="submit" className="btn btn-accent w-100" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating your account…' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
