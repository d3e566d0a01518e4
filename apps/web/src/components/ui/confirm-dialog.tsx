import { useId, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  /** The action is running: both buttons wait. */
  busy?: boolean;
  /** Why the action failed, shown above the question; the dialog stays open to try again. */
  failure?: string | null;
  /** danger for what cannot be undone (delete, block), primary otherwise. */
  tone?: 'danger' | 'primary';
  /** A free-text answer asked for with the question (a reason); passed to onConfirm. */
  input?: { label: string; help?: string; maxLength?: number };
  onConfirm: (answer: string) => void;
  onClose: () => void;
}

/**
 * The one dialog that asks before an action, everywhere in the app (never the browser's
 * confirm() or prompt()): a question, an optional answer, Cancel and the action.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel = 'Working…', busy = false, failure = null, tone = 'danger', input, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const [answer, setAnswer] = useState('');
  return (
    <Modal show onHide={busy ? () => undefined : onClose} centered aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm(answer.trim());
        }}
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
          {input && (
            <div className="mt-3">
              <label htmlFor={inputId} className="form-label">
                {input.label}
              </label>
              <textarea
                id={inputId}
                className="form-control"
                rows={3}
                maxLength={input.maxLength ?? 500}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                aria-describedby={input.help ? `${inputId}-help` : undefined}
              />
              {input.help && (
                <div id={`${inputId}-help`} className="form-text">
                  {input.help}
                </div>
              )}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-accent'}`} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
