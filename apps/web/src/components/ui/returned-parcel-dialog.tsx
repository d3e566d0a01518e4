import {
  PARCEL_EVENT_MESSAGES,
  RETURN_CONDITION_LABELS,
  RETURN_CONDITIONS,
  type ReturnCondition,
} from '@onsale/core/parcel-events';
import { formatShopTime } from '@onsale/core/time';
import { useId, useState } from 'react';
import { FormDialog } from './form-dialog';

/** What became of the items once the parcel is checked back in, for the success message. */
export const RETURN_CHECKED_OUTCOMES: Record<ReturnCondition, string> = {
  good: 'items back in stock',
  damaged: 'items kept out of stock',
};

export interface ReturnedParcelDialogProps {
  busy: boolean;
  /** why the last try failed; the dialog stays open */
  failure: string | null;
  onConfirm: (condition: ReturnCondition) => void;
  onClose: () => void;
}

/**
 * The one way to check a parcel returned to sender back in, for the seller and the admin: how it came
 * back, from core's list. In good condition its items go back in stock, size by size; damaged or
 * opened, they stay out. Asked once: the server refuses a second check.
 */
export function ReturnedParcelDialog({ busy, failure, onConfirm, onClose }: ReturnedParcelDialogProps) {
  const id = useId();
  const [condition, setCondition] = useState<ReturnCondition | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      title="Check returned parcel"
      failure={failure}
      busy={busy}
      submitLabel="Save"
      busyLabel="Saving…"
      onSubmit={() => {
        if (!condition) setProblem(PARCEL_EVENT_MESSAGES.conditionRequired);
        else onConfirm(condition);
      }}
      onClose={onClose}
    >
      <fieldset aria-describedby={problem ? `${id}-condition-problem` : undefined}>
        <legend className="form-label fs-6">How did the parcel come back?</legend>
        {RETURN_CONDITIONS.map((choice) => (
          <div key={choice} className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-condition`}
              id={`${id}-condition-${choice}`}
              value={choice}
              checked={condition === choice}
              onChange={() => {
                setCondition(choice);
                setProblem(null);
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-condition-${choice}`}>
              {RETURN_CONDITION_LABELS[choice]}
            </label>
          </div>
        ))}
        {problem && (
          <div id={`${id}-condition-problem`} className="invalid-feedback d-block">
            {problem}
          </div>
        )}
      </fieldset>
      <p className="form-text mb-0">A parcel is checked back in once: this cannot be changed afterwards.</p>
    </FormDialog>
  );
}

/** How a checked-in parcel came back, and the day it was checked: the seller and the admin see the same. */
export function ReturnCheckLine({ check }: { check: { label: string; checkedAt: string } }) {
  return (
    <p className="small mb-2" data-testid="return-check">
      Came back: <strong>{check.label}</strong> ({formatShopTime(check.checkedAt, 'date')})
    </p>
  );
}
