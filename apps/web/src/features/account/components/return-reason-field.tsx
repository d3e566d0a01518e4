import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from '@onsale/core/returns';
import { useId } from 'react';

/** Why the item goes back, one of the shop's reasons. */
export function ReturnReasonField({
  reason,
  error,
  onChange,
}: {
  reason: ReturnReason | '';
  error: string | undefined;
  onChange: (reason: ReturnReason) => void;
}) {
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 fw-semibold mb-2">Why are you returning it?</legend>
      {RETURN_REASONS.map((value) => (
        <div key={value} className="form-check">
          <input
            id={`${id}-${value}`}
            type="radio"
            name={`${id}-reason`}
            className={`form-check-input ${error ? 'is-invalid' : ''}`}
            checked={reason === value}
            onChange={() => onChange(value)}
          />
          <label htmlFor={`${id}-${value}`} className="form-check-label">
            {RETURN_REASON_LABELS[value]}
          </label>
        </div>
      ))}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
