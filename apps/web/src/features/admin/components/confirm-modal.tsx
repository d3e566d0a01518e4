import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

/** Asks before something that cannot be undone. */
export function ConfirmModal({ title, children, confirmLabel, busy, failure, onConfirm, onClose }: { title: string; children: ReactNode; confirmLabel: string; busy: boolean; failure: string | null; onConfirm: () => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
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
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
