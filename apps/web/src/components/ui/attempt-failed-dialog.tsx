import { ATTEMPT_FAILED_REASONS, PARCEL_EVENT_MESSAGES, PARCEL_REASON_MAX_LENGTH } from '@onsale/core/parcel-events';
import { useId, useState } from 'react';
import { FormDialog } from './form-dialog';

export interface AttemptFailedChoice {
  reason: string;
  note?: string;
}

export interface AttemptFailedDialogProps {
  busy: boolean;
  /** why the last try failed; the dialog stays open */
  failure: string | null;
  onConfirm: (choice: AttemptFailedChoice) => void;
  onClose: () => void;
}

/**
 * The one way to record a failed delivery attempt by hand, for the seller and the admin: the
 * rider's reason from core's list, and the words of "Other". The shopper reads it in the parcel's timeline.
 */
export function AttemptFailedDialog({ busy, failure, onConfirm, onClose }: AttemptFailedDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'reason' | 'note', string>>>({});
  const other = reason === 'Other';
  const field = (name: keyof typeof problems) => ({
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: keyof typeof problems) =>
    problems[name] && (
      <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
        {problems[name]}
      </div>
    );
  return (
    <FormDialog
      title="Delivery attempt failed"
      failure={failure}
      busy={busy}
      submitLabel="Record failed attempt"
      busyLabel="Saving…"
      onSubmit={() => {
        const found = !reason
          ? { reason: PARCEL_EVENT_MESSAGES.reasonRequired }
          : other && !note.trim()
            ? { note: PARCEL_EVENT_MESSAGES.reasonRequired }
            : {};
        setProblems(found);
        if (Object.keys(found).length === 0) onConfirm(other ? { reason, note: note.trim() } : { reason });
      }}
      onClose={onClose}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-reason`} className="form-label">
          Why did it fail?
        </label>
        <select
          id={`${id}-reason`}
          className="form-select"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblems({});
          }}
          {...field('reason')}
        >
          <option value="">Choose the reason</option>
          {ATTEMPT_FAILED_REASONS.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {problem('reason')}
      </div>
      {other && (
        <div className="mb-3">
          <label htmlFor={`${id}-note`} className="form-label">
            What happened
          </label>
          <input
            id={`${id}-note`}
            className="form-control"
            maxLength={PARCEL_REASON_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            {...field('note')}
          />
          {problem('note')}
        </div>
      )}
      <p className="form-text mb-0">The shopper sees the reason in the parcel&apos;s delivery updates.</p>
    </FormDialog>
  );
}
