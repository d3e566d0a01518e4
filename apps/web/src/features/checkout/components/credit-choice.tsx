import { useCreditLabel } from '@onsale/core/credit';
import { useId } from 'react';

/** "Use my OnSale credit (Rs. 2,750)": a signed-in shopper with credit pays with it first, the rider collects the rest. */
export function CreditChoice({
  balance,
  checked,
  onChange,
}: {
  balance: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  // (core's label, not a React hook)
  const label = useCreditLabel(balance);
  return (
    <div className="form-check mt-3" data-testid="credit-choice">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className="form-check-label fw-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="small text-body-secondary mb-0">
        Your credit pays first; you pay the rest in cash on delivery.
      </p>
    </div>
  );
}
