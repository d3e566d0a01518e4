import { useId, type FormEvent, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

/** An admin edit dialog: a titled form (sent without reloading the page), the failure of its last try, Cancel and a save button. */
export function FormModal({
  title,
  failure,
  saving,
  saveLabel = 'Save',
  size,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  failure: string | null;
  saving: boolean;
  saveLabel?: string;
  size?: 'lg';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} centered size={size} aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        noValidate
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-accent" disabled={saving}>
            {saving ? 'Saving…' : saveLabel}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
