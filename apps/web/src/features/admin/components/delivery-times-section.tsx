import type { DeliveryTimes } from '@onsale/core/contracts/places';
import { CITIES, PLACE_MESSAGES } from '@onsale/core/places';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { deliveryDaysQuery } from '../../../lib/catalogue/get-delivery-days';
import { useSaveDeliveryDays } from '../api/save-delivery-days';
import { FlashMessages } from './page-header';
import { useFlash } from './use-flash';

type Row = { city: string; min: string; max: string };

const rowsOf = (times: DeliveryTimes): Row[] =>
  Object.entries(times.byCity)
    .map(([city, days]) => ({ city, min: String(days.min), max: String(days.max) }))
    .sort((a, b) => a.city.localeCompare(b.city));

/** A whole number of days typed in the form, else NaN (the server refuses it with the form's words). */
const daysOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The settings' delivery times: the business days a parcel takes to each city the admin names;
 * anywhere else takes the standard days. The product page's delivery check answers with them.
 */
export function DeliveryTimesSection() {
  const headingId = useId();
  const addId = useId();
  const times = useQuery(deliveryDaysQuery);
  if (times.isPending) return <LoadingState label="Loading delivery times…" />;
  if (times.isError)
    return (
      <ErrorState
        error={times.error}
        message={messageOf(times.error)}
        onRetry={() => void times.refetch()}
        retrying={times.isFetching}
      />
    );
  return <DeliveryTimesForm times={times.data} headingId={headingId} addId={addId} />;
}

function DeliveryTimesForm({ times, headingId, addId }: { times: DeliveryTimes; headingId: string; addId: string }) {
  const save = useSaveDeliveryDays();
  const flash = useFlash();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(times));
  const [adding, setAdding] = useState('');
  const named = new Set(rows.map((row) => row.city));
  const change = (city: string, key: 'min' | 'max', value: string) =>
    setRows((current) => current.map((row) => (row.city === city ? { ...row, [key]: value } : row)));

  const submit = async () => {
    const byCity = Object.fromEntries(rows.map((row) => [row.city, { min: daysOf(row.min), max: daysOf(row.max) }]));
    const bad = rows.find((row) => {
      const [min, max] = [daysOf(row.min), daysOf(row.max)];
      return !(min >= 1 && max >= min);
    });
    if (bad) return flash.fail(`${bad.city}: ${PLACE_MESSAGES.deliveryDays}`);
    try {
      const saved = await save.mutateAsync({ byCity });
      setRows(rowsOf(saved));
      flash.succeed('Delivery times saved');
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  return (
    <section className="card shadow-sm mt-4" style={{ maxWidth: 640 }} aria-labelledby={headingId}>
      <form
        className="card-body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 className="h6" id={headingId}>
          Delivery times
        </h2>
        <p className="small text-muted">
          Business days from the seller&apos;s door to the shopper&apos;s, per city. Anywhere else takes{' '}
          {times.standard.min}-{times.standard.max} days. Shoppers see them when they check delivery on a product page.
        </p>
        <FlashMessages flash={flash} />
        <table className="table table-sm align-middle mb-2">
          <thead>
            <tr>
              <th scope="col">City</th>
              <th scope="col">Fewest days</th>
              <th scope="col">Most days</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.city} data-testid="delivery-time">
                <th scope="row">{row.city}</th>
                <td>
                  <input
                    className="form-control form-control-sm"
                    inputMode="numeric"
                    aria-label={`Fewest days to ${row.city}`}
                    value={row.min}
                    onChange={(event) => change(row.city, 'min', event.target.value)}
                  />
                </td>
                <td>
                  <input
                    className="form-control form-control-sm"
                    inputMode="numeric"
                    aria-label={`Most days to ${row.city}`}
                    value={row.max}
                    onChange={(event) => change(row.city, 'max', event.target.value)}
                  />
                </td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-link text-danger"
                    onClick={() => setRows((current) => current.filter((other) => other.city !== row.city))}
                  >
                    Remove<span className="visually-hidden"> {row.city}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <div>
            <label htmlFor={addId} className="form-label small mb-1">
              Add a city
            </label>
            <select
              id={addId}
              className="form-select form-select-sm"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value="">Choose…</option>
              {CITIES.filter((city) => !named.has(city.name)).map((city) => (
                <option key={city.name} value={city.name}>
                  {city.name} ({city.province})
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={!adding}
            onClick={() => {
              setRows((current) =>
                [...current, { city: adding, min: String(times.standard.min), max: String(times.standard.max) }].sort(
                  (a, b) => a.city.localeCompare(b.city),
                ),
              );
              setAdding('');
            }}
          >
            Add
          </button>
          <button type="submit" className="btn btn-sm btn-accent ms-auto" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save delivery times'}
          </button>
        </div>
      </form>
    </section>
  );
}
