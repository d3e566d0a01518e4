import { CITIES } from '@onsale/core/places';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { deliveryDaysQuery } from '../../../lib/catalogue/get-delivery-days';
import { deliveryEstimate, type DeliveryEstimate } from '../utils/delivery-estimate';

/** The Delivery tab's check: the shopper's city, answered with the business days the admin keeps for it. */
export function DeliveryCheck() {
  const id = useId();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<DeliveryEstimate | null>(null);
  const [checking, setChecking] = useState(false);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const city = new FormData(event.currentTarget).get('city');
    setChecking(true);
    try {
      const times = await queryClient.fetchQuery(deliveryDaysQuery);
      setResult(deliveryEstimate(typeof city === 'string' ? city : '', times));
    } catch (error) {
      setResult({ ok: false, message: messageOf(error) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={(event) => void check(event)} noValidate className="delivery-check">
      <label htmlFor={`${id}-city`} className="form-label fw-semibold">
        Check delivery to your city
      </label>
      <div className="input-group">
        <input
          id={`${id}-city`}
          name="city"
          className={`form-control ${result && !result.ok ? 'is-invalid' : ''}`}
          autoComplete="address-level2"
          list={`${id}-cities`}
          maxLength={100}
          placeholder="e.g. Lahore"
          aria-describedby={`${id}-result`}
          aria-invalid={result ? !result.ok : undefined}
        />
        <datalist id={`${id}-cities`}>
          {CITIES.map((city) => (
            <option key={city.name} value={city.name} />
          ))}
        </datalist>
        <button type="submit" className="btn btn-outline-accent" disabled={checking}>
          Check
        </button>
      </div>
      <p
        id={`${id}-result`}
        role="status"
        className={`small mt-2 mb-0 ${result ? (result.ok ? 'text-success' : 'text-danger') : 'text-body-secondary'}`}
      >
        {result ? result.message : 'We deliver across Pakistan, cash on delivery.'}
      </p>
    </form>
  );
}
