import {
  COURIER_NAME_MAX_LENGTH,
  COURIER_NAMES,
  COURIERS,
  normaliseTrackingNumber,
  shipmentProblems,
  type Courier,
} from '@onsale/core/couriers';
import { useId, useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

export interface ShipChoice {
  courier: Courier;
  courierName?: string;
  trackingNumber: string;
}

interface ShipDialogCommon {
  /** what is shipped, e.g. "Ship order OS-2026-001001-K7QX" */
  title: string;
  /** the button's words: "Mark as Shipped" unless the shipment is another's (an exchange's) */
  submitLabel?: string;
  /** said above the fields */
  intro?: ReactNode;
  busy: boolean;
  /** why the last try failed; the dialog stays open */
  failure: string | null;
  onClose: () => void;
}

/** A courier and tracking number must be given, or (a shopper's parcel back) may be left out together: null. */
export type ShipDialogProps = ShipDialogCommon &
  (
    | { optional?: false; onConfirm: (choice: ShipChoice) => void }
    | { optional: true; onConfirm: (choice: ShipChoice | null) => void }
  );

/**
 * The one way to say a parcel is with a courier: a part marked Shipped by its seller or the admin,
 * an exchange shipped, a shopper's return sent back. The courier it was handed to (its name for
 * "Other") and the courier's tracking number, which the other side then follows.
 */
export function ShipDialog(props: ShipDialogProps) {
  const { title, submitLabel = 'Mark as Shipped', intro, busy, failure, onClose, optional = false } = props;
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
        if (props.optional && !value.courier && !value.trackingNumber) return props.onConfirm(null);
        const found = shipmentProblems(value);
        setProblems(Object.fromEntries(found.map((p) => [p.field, p.message])));
        if (found.length === 0)
          props.onConfirm({
            courier: courier as Courier,
            trackingNumber: value.trackingNumber,
            ...(courier === 'other' ? { courierName: value.courierName } : {}),
          });
      }}
      onClose={onClose}
    >
      {intro && <p className="small">{intro}</p>}
      <div className="mb-3">
        <label htmlFor={`${id}-courier`} className="form-label">
          {optional ? 'Courier (optional)' : 'Courier'}
        </label>
        <select
          id={`${id}-courier`}
          className="form-select"
          value={courier}
          onChange={(event) => setCourier(event.target.value)}
          {...field('courier')}
        >
          <option value="">{optional ? 'Not with a courier' : 'Choose the courier'}</option>
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
          {optional ? 'Tracking number (optional)' : 'Tracking number'}
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
        {!optional && (
          <div className="form-text">
            As printed on the courier&apos;s receipt. The shopper follows the parcel with it.
          </div>
        )}
      </div>
    </FormDialog>
  );
}
