import type { WishlistItem } from '@onsale/core/contracts/engagement';
import { ALERT_MESSAGES, type PriceDropMode } from '@onsale/core/storefront-texts';
import { formatRupees, parsePrice } from '@onsale/core/money';
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useSetWishlistAlert } from '../../../lib/wishlist/wishlist-alerts';

const MODES: { value: PriceDropMode; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'any', label: 'Any drop' },
  { value: 'below', label: 'Below a price I set' },
];

/**
 * A wishlist product's alerts: a price drop (any, or below a price the shopper sets) and, for a
 * sold-out product, its return to stock. The shopper hears in their notifications at once and in
 * the day's e-mail.
 */
export function WishlistAlertControls({ item }: { item: WishlistItem }) {
  const id = useId();
  const product = item.product;
  const soldOut = product.stock <= 0;
  const save = useSetWishlistAlert();
  const [mode, setMode] = useState<PriceDropMode>(item.alert?.priceDrop ?? 'off');
  const [below, setBelow] = useState(item.alert?.belowPrice != null ? String(item.alert.belowPrice / 100) : '');
  const [backInStock, setBackInStock] = useState(item.alert?.backInStock ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    const belowPrice = mode === 'below' ? parsePrice(below) : null;
    if (mode === 'below' && !belowPrice) return setErrors({ belowPrice: ALERT_MESSAGES.belowPriceRequired });
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        productId: product.id,
        alert: { priceDrop: mode, belowPrice, backInStock: soldOut && backInStock },
      });
      setNote(saved ? 'Alerts saved' : 'Alerts off');
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
      else setNote(messageOf(error, 'Could not save the alerts. Please try again.'));
    }
  }

  /** The back-in-stock switch is saved as soon as it changes, with the price-drop alert as last saved. */
  async function switchBackInStock(on: boolean) {
    setBackInStock(on);
    setNote(null);
    try {
      await save.mutateAsync({
        productId: product.id,
        alert: {
          priceDrop: item.alert?.priceDrop ?? 'off',
          belowPrice: item.alert?.belowPrice ?? null,
          backInStock: on,
        },
      });
      setNote(on ? 'You will hear when it is back in stock' : 'Back-in-stock alert off');
    } catch (error) {
      setBackInStock(!on);
      setNote(messageOf(error, 'Could not save the alert. Please try again.'));
    }
  }

  return (
    <form
      className="wishlist-alerts border-top pt-2 mt-2"
      aria-label={`Alerts for ${product.name}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label htmlFor={`${id}-drop`} className="form-label small mb-1">
            Tell me when the price drops
          </label>
          <select
            id={`${id}-drop`}
            className="form-select form-select-sm"
            value={mode}
            onChange={(event) => setMode(event.target.value as PriceDropMode)}
          >
            {MODES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {mode === 'below' && (
          <div>
            <label htmlFor={`${id}-below`} className="form-label small mb-1">
              Below (Rs.)
            </label>
            <input
              id={`${id}-below`}
              className={`form-control form-control-sm${errors.belowPrice ? ' is-invalid' : ''}`}
              inputMode="decimal"
              value={below}
              placeholder={String(Math.floor((product.price * 0.9) / 100))}
              aria-describedby={errors.belowPrice ? `${id}-below-error` : undefined}
              aria-invalid={Boolean(errors.belowPrice)}
              onChange={(event) => setBelow(event.target.value)}
            />
          </div>
        )}
        <button type="submit" className="btn btn-sm btn-outline-accent" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save alerts'}
        </button>
      </div>
      {errors.belowPrice && (
        <p id={`${id}-below-error`} className="invalid-feedback d-block mb-0">
          {errors.belowPrice}
        </p>
      )}
      {soldOut && (
        <div className="form-check form-switch mt-2 mb-0">
          <input
            id={`${id}-stock`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={backInStock}
            disabled={save.isPending}
            onChange={(event) => void switchBackInStock(event.target.checked)}
          />
          <label className="form-check-label small" htmlFor={`${id}-stock`}>
            Tell me when it is back in stock
          </label>
        </div>
      )}
      {errors.backInStock && <p className="invalid-feedback d-block mb-0">{errors.backInStock}</p>}
      {item.alert && item.alert.priceDrop !== 'off' && (
        <p className="small text-muted mb-0 mt-1">
          {item.alert.priceDrop === 'below' && item.alert.belowPrice !== null
            ? `You will hear when it costs less than ${formatRupees(item.alert.belowPrice)}.`
            : `You will hear when it costs less than ${formatRupees(item.alert.referencePrice)}.`}
        </p>
      )}
      {note && (
        <p className="small mb-0 mt-1" role="status">
          {note}
        </p>
      )}
    </form>
  );
}
