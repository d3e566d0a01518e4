import { useId, type FormEvent, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

export interface FormDialogProps {
  title: string;
  /** Why the last try failed, shown above the form; the dialog stays open to try again. */
  failure: string | null;
  /** The action is running: the dialog cannot be closed and both buttons wait. */
  busy: boolean;
  submitLabel?: string;
  /** Shown on the submit button while the action runs. */
  busyLabel?: string;
  /** danger for what cannot be undone (delete, block), primary otherwise. */
  tone?: 'danger' | 'primary';
  size?: 'lg';
  /** The button that closes without acting: "Cancel", unless the action is itself a cancel. */
  closeLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The one dialog frame of the app: a titled form sent without reloading the page, the failure of
 * its last try, Cancel and the action. Edit forms and confirmations (ConfirmDialog) both use it.
 */
export function FormDialog({
  title,
  failure,
  busy,
  submitLabel = 'Save',
  busyLabel = 'Saving…',
  tone = 'primary',
  size,
  closeLabel = 'Cancel',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Modal
      show
      onHide={busy ? () => undefined : onClose}
      centered
      size={size}
      aria-labelledby={titleId}
      backdrop={busy ? 'static' : true}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit(event);
        }}
        noValidate
      >
        <Modal.Header closeButton={!busy}>
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
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            {closeLabel}
          </button>
          <button type="submit" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-accent'}`} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
