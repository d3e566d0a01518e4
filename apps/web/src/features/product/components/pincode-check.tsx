import { useId, useState, type FormEvent } from 'react';
import { deliveryEstimate, type DeliveryEstimate } from '../utils/delivery-estimate';

export function PincodeCheck() {
  const id = useId();
  const [result, setResult] = useState<DeliveryEstimate | null>(null);

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pincode = new FormData(event.currentTarget).get('pincode');
    setResult(deliveryEstimate(typeof pincode === 'string' ? pincode : ''));
  }

  return (
    <form onSubmit={check} noValidate className="pincode-check">
      <label htmlFor={`${id}-pincode`} className="form-label fw-semibold">
        Check delivery to your pincode
      </label>
      <div className="input-group">
        <input
          id={`${id}-pincode`}
          name="pincode"
          className={`form-control ${result && !result.ok ? 'is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="e.g. 54000"
          aria-describedby={`${id}-result`}
          aria-invalid={result ? !result.ok : undefined}
        />
        <button type="submit" className="btn btn-outline-accent">
          Check
        </button>
      </div>
      <p
        id={`${id}-result`}
        role="status"
        className={`small mt-2 mb-0 ${result ? (result.ok ? 'text-success' : 'text-danger') : 'text-body-secondary'}`}
      >
        {result ? result.message : 'Enter a 5 or 6 digit pincode.'}
      </p>
    </form>
  );
}
