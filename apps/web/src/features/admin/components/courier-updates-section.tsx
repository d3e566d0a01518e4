import type { Courier } from '@onsale/core/couriers';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useSite } from '../../../lib/ssr/site-context';
import { useCourierUpdates, type CourierUpdate } from '../api/get-courier-updates';
import { useNewCourierSecret } from '../api/new-courier-secret';
import { useTurnOffCourierUpdates } from '../api/turn-off-courier-updates';
import { formatDate } from './format';
import { FlashMessages } from './page-header';
import { useFlash } from './use-flash';

/** A secret just made, in a read-only field to copy, with where the courier sends its updates. */
function ShownSecret({ name, secret, address }: { name: string; secret: string; address: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without the clipboard (a page not served over https), the secret is selected to copy by hand.
      field.current?.select();
    }
  };
  return (
    <div className="mt-2" data-testid="courier-secret">
      <label htmlFor={id} className="form-label small mb-1">
        {name}&apos;s new secret
      </label>
      <div className="input-group input-group-sm">
        <input
          ref={field}
          id={id}
          className="form-control font-monospace"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
          <span className="visually-hidden"> the secret</span>
        </button>
      </div>
      <p className="small mt-1 mb-0">
        Give this secret to {name} with the address <code>{address}</code>. It is shown only now.
      </p>
    </div>
  );
}

/**
 * The settings' couriers: a courier given a secret sends its parcels' updates to the shop itself
 * (out for delivery, failed attempts, delivered, returned). A secret is shown once, when made; a
 * new one stops the old, and "Turn off" stops the courier's updates.
 */
export function CourierUpdatesSection() {
  const headingId = useId();
  const { publicUrl } = useSite();
  const updates = useCourierUpdates();
  const make = useNewCourierSecret();
  const turnOff = useTurnOffCourierUpdates();
  const flash = useFlash();
  const asking = useConfirm<{ courier: CourierUpdate; action: 'new-secret' | 'turn-off' }>((error) => messageOf(error));
  // Only this page, and only until it is left, knows the secrets it made.
  const [shown, setShown] = useState<Partial<Record<Courier, string>>>({});

  const makeSecret = async (courier: Courier) => {
    const made = await make.mutateAsync(courier);
    setShown((secrets) => ({ ...secrets, [made.courier]: made.secret }));
  };
  const newSecret = async (courier: CourierUpdate) => {
    // A courier already on is asked about first: its secret stops working.
    if (courier.on) {
      asking.ask({ courier, action: 'new-secret' });
      return;
    }
    try {
      await makeSecret(courier.courier);
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };
  const confirm = () =>
    asking.confirm(async ({ courier, action }) => {
      if (action === 'new-secret') return makeSecret(courier.courier);
      await turnOff.mutateAsync(courier.courier);
      setShown(({ [courier.courier]: _stopped, ...secrets }) => secrets);
      flash.succeed(`${courier.name}'s updates are off`);
    });

  return (
    <section className="card shadow-sm mt-4" style={{ maxWidth: 640 }} aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h6" id={headingId}>
          Courier updates
        </h2>
        <p className="small text-muted">
          A courier with a secret sends the shop its parcels&apos; updates itself: out for delivery, failed attempts,
          delivered and returned to sender. The shopper and the seller see them in the parcel&apos;s timeline.
        </p>
        <FlashMessages flash={flash} />
        {updates.isPending ? (
          <LoadingState label="Loading couriers…" />
        ) : updates.isError ? (
          <ErrorState
            error={updates.error}
            message={messageOf(updates.error)}
            onRetry={() => void updates.refetch()}
            retrying={updates.isFetching}
          />
        ) : (
          <ul className="list-unstyled mb-0">
            {updates.data.data.map((courier) => {
              const secret = shown[courier.courier];
              return (
                <li key={courier.courier} className="border-top py-2" data-testid="courier-update">
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <strong>{courier.name}</strong>
                    <span className={`small ${courier.on ? 'text-success' : 'text-muted'}`}>
                      {courier.on ? `On since ${courier.setAt ? formatDate(courier.setAt) : '—'}` : 'Off'}
                    </span>
                    <span className="ms-auto d-flex gap-1">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        disabled={make.isPending}
                        onClick={() => void newSecret(courier)}
                      >
                        New secret<span className="visually-hidden"> for {courier.name}</span>
                      </button>
                      {courier.on && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          onClick={() => asking.ask({ courier, action: 'turn-off' })}
                        >
                          Turn off<span className="visually-hidden"> {courier.name}&apos;s updates</span>
                        </button>
                      )}
                    </span>
                  </div>
                  {secret && (
                    <ShownSecret
                      name={courier.name}
                      secret={secret}
                      address={`${publicUrl}${updates.data.path.replace('{courier}', courier.courier)}`}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {asking.item && (
        <ConfirmDialog
          title={
            asking.item.action === 'new-secret'
              ? `Make a new secret for ${asking.item.courier.name}?`
              : `Turn off ${asking.item.courier.name}'s updates?`
          }
          confirmLabel={asking.item.action === 'new-secret' ? 'Make a new secret' : 'Turn off'}
          busyLabel={asking.item.action === 'new-secret' ? 'Making…' : 'Turning off…'}
          busy={make.isPending || turnOff.isPending}
          failure={asking.failure}
          onConfirm={() => void confirm()}
          onClose={asking.close}
        >
          <p className="mb-0">
            {asking.item.action === 'new-secret'
              ? `The secret ${asking.item.courier.name} has now stops working at once: its updates are refused until it uses the new one.`
              : `The secret ${asking.item.courier.name} has stops working: its updates are refused until you make a new secret.`}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
