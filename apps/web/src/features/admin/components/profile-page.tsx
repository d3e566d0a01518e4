import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, profileSchema } from '@onsale/core/contracts/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/status-messages';
import { useChangeAdminPassword } from '../api/change-admin-password';
import { useAdminMe } from '../api/get-admin-me';
import { useUpdateAdminProfile } from '../api/update-admin-profile';
import { messageOf } from '../../../lib/api-client';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

type NameValues = z.input<typeof profileSchema>;
type PasswordValues = z.input<typeof passwordChangeSchema>;

function NameForm({ firstName, lastName, email }: { firstName: string; lastName: string; email: string }) {
  const update = useUpdateAdminProfile();
  const flash = useFlash();
  const { register, handleSubmit, formState } = useForm<NameValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName, lastName },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ firstName: values.firstName, lastName: values.lastName ?? '' });
      flash.succeed('Name saved');
    } catch (error) {
      flash.fail(messageOf(error));
    }
  });
  return (
    <form className="card shadow-sm mb-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="card-body">
        <h2 className="h6">Your name</h2>
        <p className="small text-muted">Signed in as {email}</p>
        <FlashMessages flash={flash} />
        <div className="row">
          <FormField
            className="col-sm-6"
            label="First name"
            autoComplete="given-name"
            error={formState.errors.firstName?.message}
            {...register('firstName')}
          />
          <FormField
            className="col-sm-6"
            label="Last name"
            autoComplete="family-name"
            error={formState.errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <button type="submit" className="btn btn-accent" disabled={formState.isSubmitting}>
          Save name
        </button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const change = useChangeAdminPassword();
  const flash = useFlash();
  const { register, handleSubmit, formState, reset } = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      flash.succeed('Password changed: your other sessions have been signed out');
    } catch (error) {
      flash.fail(messageOf(error));
    }
  });
  return (
    <form className="card shadow-sm" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="card-body">
        <h2 className="h6">Change password</h2>
        <FlashMessages flash={flash} />
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <button type="submit" className="btn btn-accent" disabled={formState.isSubmitting}>
          Change password
        </button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  const me = useAdminMe();
  return (
    <>
      <PageHeader title="Profile" />
      <div style={{ maxWidth: 640 }}>
        {me.data ? (
          <NameForm firstName={me.data.firstName} lastName={me.data.lastName} email={me.data.email} />
        ) : (
          <LoadingState label="Loading…" />
        )}
        <PasswordForm />
      </div>
    </>
  );
}
