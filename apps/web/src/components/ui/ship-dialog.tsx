import {
  COURIER_NAME_MAX_LENGTH,
  COURIER_NAMES,
  COURIERS,
  normaliseTrackingNumber,
  shipmentProblems,
  type Courier,
} from '@onsale/core/couriers';
import { useId, useState } from 'react';
import { FormDialog } from './form-dialog';

export interface ShipChoice {
  courier: Courier;
  courierName?: string;
  trackingNumber: string;
}

export interface ShipDialogProps {
  /** what is shipped, e.g. "Ship order OS-2026-001001-K7QX" */
  title: string;
  /** the button's words: "Mark as Shipped" unless the shipment is another's (an exchange's) */
  submitLabel?: string;
  busy: boolean;
  /** why the last try failed; the dialog stays open */
  failure: string | null;
  onConfirm: (choice: ShipChoice) => void;
  onClose: () => void;
}

/**
 * The one way to mark a part Shipped, for the seller and the admin: the courier it was handed to
 * (its name for "Other") and the courier's tracking number, which the shopper then follows.
 */
export function ShipDialog({
  title,
  submitLabel = 'Mark as Shipped',
  busy,
  failure,
  onConfirm,
  onClose,
}: ShipDialogProps) {
  const id = useId();
  const [courier, setCourier] = useState('');
  const [courierName, setCourierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'courier' | 'courierName' | 'trackingNumber', string>>>({});
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
      title={title}
      failure={failure}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel="Saving…"
      onSubmit={() => {
        const value = {
          courier,
          courierName: courierName.trim(),
          trackingNumber: normaliseTrackingNumber(trackingNumber),
        };
        const found = shipmentProblems(value);
        setProblems(Object.fromEntries(found.map((p) => [p.field, p.message])));
        if (found.length === 0)
          onConfirm({
            courier: courier as Courier,
            trackingNumber: value.trackingNumber,
            ...(courier === 'other' ? { courierName: value.courierName } : {}),
          });
      }}
      onClose={onClose}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-courier`} className="form-label">
          Courier
        </label>
        <select
          id={`${id}-courier`}
          className="form-select"
          value={courier}
          onChange={(event) => setCourier(event.target.value)}
          {...field('courier')}
        >
          <option value="">Choose the courier</option>
          {COURIERS.map((c) => (
            <option key={c} value={c}>
              {COURIER_NAMES[c]}
            </option>
          ))}
        </select>
        {problem('courier')}
      </div>
      {courier === 'other' && (
        <div className="mb-3">
          <label htmlFor={`${id}-courier-name`} className="form-label">
            Courier&apos;s name
          </label>
          <input
            id={`${id}-courier-name`}
            className="form-control"
            maxLength={COURIER_NAME_MAX_LENGTH}
            value={courierName}
            onChange={(event) => setCourierName(event.target.value)}
            {...field('courierName')}
          />
          {problem('courierName')}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-tracking`} className="form-label">
          Tracking number
        </label>
        <input
          id={`${id}-tracking`}
          className="form-control"
          autoComplete="off"
          spellCheck={false}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          {...field('trackingNumber')}
        />
        {problem('trackingNumber')}
        <div className="form-text">
          As printed on the courier&apos;s receipt. The shopper follows the parcel with it.
        </div>
      </div>
    </FormDialog>
  );
}
