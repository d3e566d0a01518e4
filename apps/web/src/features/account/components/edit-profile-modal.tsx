import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_UPDATE_FAILED,
  profileUpdateBodySchema,
  type Me,
  type ProfileUpdateBody,
} from '@onsale/core/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/profile';

const FIELDS: { name: keyof ProfileUpdateBody; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
];

/** The Edit Profile modal: every field required; 'Failed to update profile' when saving fails. */
export function EditProfileModal({ me, onClose, onSaved }: { me: Me; onClose: () => void; onSaved: () => void }) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ProfileUpdateBody>({
    resolver: zodResolver(profileUpdateBodySchema),
    values: {
      firstName: me.firstName,
      lastName: me.lastName,
      username: me.username,
      phoneNumber: me.phoneNumber,
      address: me.address,
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      onSaved();
    } catch (error) {
      setFailure(messageOf(error, PROFILE_UPDATE_FAILED));
    }
  });

  return (
    <FormDialog
      title="Edit Profile"
      failure={failure}
      busy={formState.isSubmitting}
      submitLabel="Save Changes"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
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
    </FormDialog>
  );
}
