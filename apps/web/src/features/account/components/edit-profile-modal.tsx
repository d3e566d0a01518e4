import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_UPDATE_FAILED, profileUpdateBodySchema, type Me, type ProfileUpdateBody } from '@onsale/core/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/profile';

const FIELDS: { name: keyof ProfileUpdateBody; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
];

/** The Edit Profile modal: every field required; 'Failed to update profile' when saving fails. */
export function EditProfileModal({ me, show, onClose, onSaved }: { me: Me; show: boolean; onClose: () => void; onSaved: () => void }) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ProfileUpdateBody>({
    resolver: zodResolver(profileUpdateBodySchema),
    values: { firstName: me.firstName, lastName: me.lastName, username: me.username, phoneNumber: me.phoneNumber, address: me.address },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      onSaved();
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.status === 400 ? error.message : PROFILE_UPDATE_FAILED);
    }
  });

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="edit-profile-title">
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="edit-profile-title">Edit Profile</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          {FIELDS.map((field) => (
            <FormField key={field.name} label={field.label} type={field.type ?? 'text'} autoComplete={field.autoComplete} error={formState.errors[field.name]?.message} {...register(field.name)} />
          ))}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-accent" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save Changes'}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
