import {
  COURIER_NAME_MAX_LENGTH,
  COURIER_NAMES,
  COURIERS,
  normaliseTrackingNumber,
  shipmentProblems,
  type Courier,
} from '@onsale/core/couriers';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';

export interface SentBack {
  courier?: Courier;
  courierName?: string;
  trackingNumber?: string;
}

type Problems = Partial<Record<'courier' | 'courierName' | 'trackingNumber', string>>;

/**
 * "I have sent it": the shopper says the item is on its way back, with the courier and its
 * tracking number when sent with one (both optional, but a courier named needs its number).
 */
export function SendBackDialog({
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  failure: string | null;
  onConfirm: (sent: SentBack) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [courier, setCourier] = useState('');
  const [courierName, setCourierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const field = (name: keyof Problems) => ({
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: keyof Problems) =>
    problems[name] && (
      <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
        {problems[name]}
      </div>
    );

  const submit = () => {
    const value = { courier, courierName: courierName.trim(), trackingNumber: normaliseTrackingNumber(trackingNumber) };
    if (!value.courier && !value.trackingNumber) return onConfirm({});
    const found = shipmentProblems(value);
    setProblems(Object.fromEntries(found.map((p) => [p.field, p.message])));
    if (found.length === 0)
      onConfirm({
        courier: courier as Courier,
        trackingNumber: value.trackingNumber,
        ...(courier === 'other' ? { courierName: value.courierName } : {}),
      });
  };

  return (
    <FormDialog
      title="I have sent it"
      failure={failure}
      busy={busy}
      submitLabel="I have sent it"
      busyLabel="Saving…"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="small">
        If you sent it with a courier, say which and give its tracking number: the seller follows the parcel with it.
      </p>
      <div className="mb-3">
        <label htmlFor={`${id}-courier`} className="form-label">
          Courier (optional)
        </label>
        <select
          id={`${id}-courier`}
          className="form-select"
          value={courier}
          onChange={(event) => setCourier(event.target.value)}
          {...field('courier')}
        >
          <option value="">Not with a courier</option>
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
          Tracking number (optional)
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
      </div>
    </FormDialog>
  );
}
