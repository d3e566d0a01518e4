import { CANCEL_NOTE_MAX_LENGTH, cancelReasonRefusal, OTHER_CANCEL_REASON } from '@onsale/core/cancellation';
import { useId, useState } from 'react';
import { FormDialog } from './form-dialog';

export interface CancelChoice {
  reason: string;
  note?: string;
}

export interface CancelDialogProps {
  /** what is cancelled, e.g. "Cancel your items from Khaadi?" */
  title: string;
  /** whose list the reasons are: the shopper's, the seller's or the admin's (core's lists) */
  canceller: 'shopper' | 'seller' | 'admin';
  reasons: readonly string[];
  busy: boolean;
  /** why the last try failed; the dialog stays open */
  failure: string | null;
  onConfirm: (choice: CancelChoice) => void;
  onClose: () => void;
}

/**
 * The one way to cancel a seller's part of an order, for the shopper, the seller and the admin: a
 * reason from the canceller's list (a radio group), a short note for "Other", and "Cancel these items".
 */
export function CancelDialog({ title, canceller, reasons, busy, failure, onConfirm, onClose }: CancelDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const other = reason === OTHER_CANCEL_REASON;
  return (
    <FormDialog
      title={title}
      failure={problem ?? failure}
      busy={busy}
      tone="danger"
      submitLabel="Cancel these items"
      busyLabel="Cancelling…"
      closeLabel="Keep them"
      onSubmit={() => {
        const refusal = cancelReasonRefusal(canceller, reason, note);
        setProblem(refusal);
        if (!refusal) onConfirm(other ? { reason, note: note.trim() } : { reason });
      }}
      onClose={onClose}
    >
      <fieldset>
        <legend className="form-label fs-6">Why are you cancelling?</legend>
        {reasons.map((choice, index) => (
          <div key={choice} className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-reason`}
              id={`${id}-reason-${index}`}
              value={choice}
              checked={reason === choice}
              onChange={() => {
                setReason(choice);
                setProblem(null);
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-reason-${index}`}>
              {choice}
            </label>
          </div>
        ))}
      </fieldset>
      {other && (
        <div className="mt-3">
          <label htmlFor={`${id}-note`} className="form-label">
            Tell us why
          </label>
          <input
            id={`${id}-note`}
            className="form-control"
            maxLength={CANCEL_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      )}
    </FormDialog>
  );
}
