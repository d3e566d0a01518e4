import type { AlertSettings as Settings } from '@onsale/core/contracts/prices';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useAlertSettings, useSaveAlertSettings } from '../../../lib/wishlist/wishlist-alerts';

const SWITCHES: { key: keyof Settings; label: string; hint: string }[] = [
  {
    key: 'priceDrops',
    label: 'Price drops',
    hint: 'When a wishlist product costs less, as you asked on your wishlist.',
  },
  { key: 'restocks', label: 'Back in stock', hint: 'When a sold-out wishlist product is back.' },
  { key: 'brandDeals', label: 'Brand deals', hint: 'New products and bigger discounts from the brands you follow.' },
];

/** The shopper's switches for each kind of alert: in the notifications and in the one e-mail a day. */
export function AlertSettings() {
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();

  return (
    <section className="card mt-4" aria-labelledby="alert-settings-title">
      <div className="card-body">
        <h2 id="alert-settings-title" className="h5">
          Alerts
        </h2>
        <p className="small text-muted">You hear in your notifications at once, and in one e-mail a day at most.</p>
        {settings.isPending ? (
          <LoadingState label="Loading your alerts…" />
        ) : settings.isError ? (
          <ErrorState message="Failed to load your alerts" onRetry={() => void settings.refetch()} />
        ) : (
          SWITCHES.map(({ key, label, hint }) => {
            const checked =
              save.isPending && save.variables?.[key] !== undefined ? Boolean(save.variables[key]) : settings.data[key];
            return (
              <div key={key} className="form-check form-switch mb-2">
                <input
                  id={`alert-${key}`}
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  disabled={save.isPending}
                  aria-describedby={`alert-${key}-hint`}
                  onChange={(event) => save.mutate({ [key]: event.target.checked })}
                />
                <label className="form-check-label" htmlFor={`alert-${key}`}>
                  {label}
                </label>
                <div id={`alert-${key}-hint`} className="form-text mt-0">
                  {hint}
                </div>
              </div>
            );
          })
        )}
        {save.isError && (
          <p className="text-danger small mb-0" role="alert">
            {messageOf(save.error)}
          </p>
        )}
      </div>
    </section>
  );
}
