import type { Return, ReturnActionBody } from '@onsale/core/contracts/returns';
import { formatRupees } from '@onsale/core/money';
import {
  APPROVED_WHEN_UNANSWERED,
  FINISHED_RETURN_STATUSES,
  INSPECTION_OUTCOME_LABELS,
  inspectionOutcomeOf,
  RETURN_MESSAGES,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_STATUS_LABELS,
  statusAfterInspection,
  type ReturnAction,
  type ReturnStatus,
} from '@onsale/core/returns';
import { formatShopTime } from '@onsale/core/time';
import { useEffect, useState, type ChangeEvent } from 'react';
import { ApiRequestError, messageOf } from '../../lib/api-client';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { refundAccountText } from './return-handling';
import { ShipDialog } from './ship-dialog';

/** The moves a seller or an admin makes on a return, in the order their buttons show. */
const HANDLED: readonly ReturnAction[] = [
  'approve',
  'reject',
  'receive',
  'inspect',
  'ship_exchange',
  'overrule',
  'uphold',
  'refund',
];

const BUTTONS: Partial<Record<ReturnAction, { label: string; tone: string }>> = {
  approve: { label: 'Approve', tone: 'btn-success' },
  reject: { label: 'Reject', tone: 'btn-outline-danger' },
  receive: { label: 'Mark received', tone: 'btn-accent' },
  inspect: { label: 'Inspect', tone: 'btn-accent' },
  ship_exchange: { label: 'Ship the exchange', tone: 'btn-accent' },
  overrule: { label: 'Approve the return', tone: 'btn-success' },
  uphold: { label: 'Keep it rejected', tone: 'btn-outline-danger' },
  refund: { label: 'Record refund', tone: 'btn-accent' },
};

/** The fields the dialogs show the server's words under (the exchange's, above its form). */
const DIALOG_FIELDS: readonly string[] = ['reason', 'accepted', 'note', 'reference'];

/** Moves made at once, without a form. */
const AT_ONCE = ['approve', 'receive'] as const;
const atOnce = (action: ReturnAction): action is (typeof AT_ONCE)[number] =>
  (AT_ONCE as readonly ReturnAction[]).includes(action);

/** A finished return, in words: said with "there is nothing more to do". */
const FINISHED_TEXTS: Partial<Record<ReturnStatus, string>> = {
  withdrawn: 'The shopper withdrew this return',
  refunded: 'This return is refunded',
  exchange_shipped: 'The exchange is on its way to the shopper',
  closed: 'This return is closed',
};

/** What the seller or admin is told once a move is made. */
function doneText(action: ReturnAction, changed: Return): string {
  switch (action) {
    case 'approve':
      return 'Return approved: the shopper is told to send the item back';
    case 'reject':
      return 'Return rejected: the shopper is told why';
    case 'receive':
      return 'Return marked received: inspect the item next';
    case 'inspect':
      return `Return inspected: ${changed.statusLabel}`;
    case 'ship_exchange':
      return 'Exchange marked shipped: the shopper is told the tracking number';
    case 'overrule':
      return "Return approved: the seller's rejection is overruled";
    case 'uphold':
      return 'Rejection kept: the return is closed';
    case 'refund':
      return 'Refund recorded: the shopper is told';
    default:
      return changed.statusLabel;
  }
}

export interface ReturnActionsProps {
  ret: Return;
  /** sends one move to the caller's own route; resolves with the return as it is now */
  act: (body: ReturnActionBody) => Promise<Return>;
  busy: boolean;
}

/**
 * The moves the caller may make on a return now, one button each, only those the server lists in
 * `actions`: the seller's (approve, reject, receive, inspect, ship the exchange) and the admin's
 * (the same, the decision on an escalated rejection, the refund paid by OnSale). A move that needs
 * more asks in a dialog; what the server says of a field shows under it, anything else above the buttons.
 */
export function ReturnActions({ ret, act, busy }: ReturnActionsProps) {
  const [asking, setAsking] = useState<ReturnAction | null>(null);
  const [running, setRunning] = useState<ReturnAction | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialogFailure, setDialogFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(timer);
  }, [success]);

  const actions = HANDLED.filter((action) => ret.actions.includes(action));

  const run = async (body: ReturnActionBody) => {
    const inDialog = asking !== null;
    setFailure(null);
    setDialogFailure(null);
    setFields({});
    setSuccess(null);
    setRunning(body.action);
    try {
      const changed = await act(body);
      setAsking(null);
      setSuccess(doneText(body.action, changed));
    } catch (error) {
      // Moved on meanwhile: the dialog's question is no longer the right one; the page shows the return anew.
      const stale = error instanceof ApiRequestError && error.status === 409;
      if (!inDialog || stale) {
        setAsking(null);
        setFailure(messageOf(error));
        return;
      }
      const said = error instanceof ApiRequestError && error.fields ? error.fields : {};
      setFields(said);
      // A field no dialog shows (or none named): the server's message goes above the form.
      if (Object.keys(said).length === 0 || Object.keys(said).some((name) => !DIALOG_FIELDS.includes(name)))
        setDialogFailure(messageOf(error));
    } finally {
      setRunning(null);
    }
  };

  const open = (action: ReturnAction) => {
    setFailure(null);
    setDialogFailure(null);
    setFields({});
    if (atOnce(action)) void run({ action });
    else setAsking(action);
  };
  const close = () => setAsking(null);
  const dialog = { busy, failure: dialogFailure, fields, onClose: close };

  return (
    <div className="card shadow-sm mb-4" data-testid="return-actions">
      <div className="card-body">
        <h2 className="h5">What to do next</h2>
        {success && (
          <div className="alert alert-success py-2" role="status">
            {success}
          </div>
        )}
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        {actions.length === 0 ? (
          <p className="mb-0 text-muted">
            {FINISHED_RETURN_STATUSES.includes(ret.status)
              ? `${FINISHED_TEXTS[ret.status] ?? 'This return is finished'}: there is nothing more to do.`
              : `Nothing to do now: the return is “${ret.statusLabel}”.`}
          </p>
        ) : (
          <>
            <NextStepHint ret={ret} actions={actions} />
            <div className="d-flex flex-wrap gap-2" role="group" aria-label={`What to do with return ${ret.number}`}>
              {actions.map((action) => {
                const button = BUTTONS[action]!;
                return (
                  <button
                    key={action}
                    type="button"
                    className={`btn ${button.tone}`}
                    disabled={busy}
                    onClick={() => open(action)}
                  >
                    {running === action && asking === null ? 'Saving…' : button.label}
                  </button>
                );
              })}
            </div>
          </>
        )}
      </div>
      {asking === 'reject' && <RejectDialog ret={ret} {...dialog} onConfirm={(body) => void run(body)} />}
      {asking === 'inspect' && <InspectDialog ret={ret} {...dialog} onConfirm={(body) => void run(body)} />}
      {(asking === 'overrule' || asking === 'uphold') && (
        <DecisionDialog ret={ret} decision={asking} {...dialog} onConfirm={(body) => void run(body)} />
      )}
      {asking === 'refund' && <RefundDialog ret={ret} {...dialog} onConfirm={(body) => void run(body)} />}
      {asking === 'ship_exchange' && (
        <ShipDialog
          title={`Ship the exchange of return ${ret.number}`}
          submitLabel="Mark exchange shipped"
          busy={busy}
          failure={Object.values(fields).join(' ') || dialogFailure}
          onConfirm={(choice) => void run({ action: 'ship_exchange', ...choice })}
          onClose={close}
        />
      )}
    </div>
  );
}

/** A line above the buttons: what the step is and by when. */
function NextStepHint({ ret, actions }: { ret: Return; actions: readonly ReturnAction[] }) {
  let text: string | null = null;
  if (actions.includes('approve') && ret.status === 'requested')
    text = APPROVED_WHEN_UNANSWERED.includes(ret.reason)
      ? `Answer by ${formatShopTime(ret.answerDueAt, 'date-time')}: a request not answered by then is approved by the shop.`
      : `Answer by ${formatShopTime(ret.answerDueAt, 'date-time')}.`;
  else if (actions.includes('overrule'))
    text = 'The seller rejected this return and the shopper asked OnSale to decide: read both sides below.';
  else if (actions.includes('receive'))
    text = 'Mark the return received when the item is back with the seller, then inspect it.';
  else if (actions.includes('inspect'))
    text = 'Check the item and say how many came back as they should: accepted items go back in stock.';
  else if (actions.includes('ship_exchange'))
    text = `Send size ${ret.exchangeSize ?? 'asked for'} to the shopper, then give the courier and the tracking number.`;
  else if (actions.includes('refund'))
    text = `Pay ${formatRupees(ret.amount)} to the shopper's account, then record the bank's or wallet's reference.`;
  return text ? <p className="small text-muted">{text}</p> : null;
}

interface ActionDialogProps {
  ret: Return;
  busy: boolean;
  failure: string | null;
  /** what the server said of each field */
  fields: Record<string, string>;
  onConfirm: (body: ReturnActionBody) => void;
  onClose: () => void;
}

/** A text typed in a dialog, and what is wrong with it (the dialog's own check, or the server's). */
function useTyped(initial = '') {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  return {
    value,
    problem,
    setProblem,
    bind: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        setProblem(undefined);
      },
    },
  };
}

function RejectDialog({ ret, busy, failure, fields, onConfirm, onClose }: ActionDialogProps) {
  const reason = useTyped();
  return (
    <FormDialog
      title={`Reject return ${ret.number}`}
      failure={failure}
      busy={busy}
      submitLabel="Reject the return"
      busyLabel="Rejecting…"
      tone="danger"
      onSubmit={() => {
        if (!reason.value.trim()) reason.setProblem(RETURN_MESSAGES.rejectReason);
        else onConfirm({ action: 'reject', reason: reason.value.trim() });
      }}
      onClose={onClose}
    >
      <FormField
        as="textarea"
        label="Why is the return rejected?"
        maxLength={RETURN_NOTE_MAX_LENGTH}
        required
        error={reason.problem ?? fields.reason}
        hint="The shopper reads this, and may ask OnSale to decide."
        {...reason.bind}
      />
    </FormDialog>
  );
}

/** How many accepted, typed: a whole number from 0 to the quantity returned, else null. */
function acceptedOf(text: string, quantity: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const accepted = Number(text.trim());
  return accepted <= quantity ? accepted : null;
}

function InspectDialog({ ret, busy, failure, fields, onConfirm, onClose }: ActionDialogProps) {
  const accepted = useTyped();
  const note = useTyped();
  const count = acceptedOf(accepted.value, ret.quantity);
  return (
    <FormDialog
      title={`Inspect return ${ret.number}`}
      failure={failure}
      busy={busy}
      submitLabel="Save the inspection"
      onSubmit={() => {
        if (count === null) accepted.setProblem(RETURN_MESSAGES.accepted);
        else
          onConfirm({ action: 'inspect', accepted: count, ...(note.value.trim() ? { note: note.value.trim() } : {}) });
      }}
      onClose={onClose}
    >
      <p className="small">
        {ret.item.name}
        {ret.item.size && `, size ${ret.item.size}`}: {ret.quantity} returned.
      </p>
      <FormField
        label="How many came back as they should?"
        type="number"
        inputMode="numeric"
        min={0}
        max={ret.quantity}
        step={1}
        error={accepted.problem ?? fields.accepted}
        hint={`From 0 to ${ret.quantity}.`}
        {...accepted.bind}
      />
      <FormField
        as="textarea"
        label="Note (optional)"
        maxLength={RETURN_NOTE_MAX_LENGTH}
        error={note.problem ?? fields.note}
        hint="The shopper reads it: say what was wrong with an item not accepted."
        {...note.bind}
      />
      <div aria-live="polite" data-testid="inspection-outcome">
        {count !== null && <InspectionOutcome ret={ret} accepted={count} />}
      </div>
    </FormDialog>
  );
}

/** What the inspection will do, before it is saved. */
function InspectionOutcome({ ret, accepted }: { ret: Return; accepted: number }) {
  const outcome = inspectionOutcomeOf([{ quantity: ret.quantity, accepted }]);
  const after = statusAfterInspection(outcome, ret.wants);
  const rest = ret.quantity - accepted;
  return (
    <div className="alert alert-secondary small mb-0">
      <div>
        Outcome: <strong>{INSPECTION_OUTCOME_LABELS[outcome]}</strong> · the return becomes{' '}
        <strong>{RETURN_STATUS_LABELS[after]}</strong>
      </div>
      {accepted > 0 ? (
        <ul className="mb-0 ps-3">
          <li>{accepted === 1 ? '1 item goes' : `${accepted} items go`} back in stock.</li>
          {rest > 0 && <li>{rest === 1 ? '1 item is' : `${rest} items are`} not accepted.</li>}
          {ret.wants === 'credit' && <li>The shopper gets OnSale credit for the accepted items at once.</li>}
          {(ret.wants === 'bank' || ret.wants === 'wallet') && (
            <li>OnSale then refunds the accepted items to the shopper&apos;s account.</li>
          )}
          {ret.wants === 'exchange' && <li>Then ship size {ret.exchangeSize} to the shopper.</li>}
        </ul>
      ) : (
        <p className="mb-0">Nothing is accepted: the items are sent back to the shopper and the return is closed.</p>
      )}
    </div>
  );
}

function DecisionDialog({
  ret,
  decision,
  busy,
  failure,
  fields,
  onConfirm,
  onClose,
}: ActionDialogProps & { decision: 'overrule' | 'uphold' }) {
  const note = useTyped();
  const overrule = decision === 'overrule';
  return (
    <FormDialog
      title={overrule ? `Approve return ${ret.number}?` : `Keep return ${ret.number} rejected?`}
      failure={failure}
      busy={busy}
      submitLabel={overrule ? 'Approve the return' : 'Keep it rejected'}
      tone={overrule ? 'primary' : 'danger'}
      onSubmit={() => onConfirm({ action: decision, ...(note.value.trim() ? { note: note.value.trim() } : {}) })}
      onClose={onClose}
    >
      <p>
        {overrule
          ? "The seller's rejection is overruled: the shopper is told to send the item back."
          : 'The rejection stands and the return is closed: the shopper keeps the item.'}
      </p>
      {ret.rejectReason && (
        <p className="small mb-2">
          <span className="text-muted">The seller said:</span> {ret.rejectReason}
        </p>
      )}
      {ret.escalationNote && (
        <p className="small">
          <span className="text-muted">The shopper said:</span> {ret.escalationNote}
        </p>
      )}
      <FormField
        as="textarea"
        label="Note (optional)"
        maxLength={RETURN_NOTE_MAX_LENGTH}
        error={note.problem ?? fields.note}
        hint="The shopper and the seller read it."
        {...note.bind}
      />
    </FormDialog>
  );
}

function RefundDialog({ ret, busy, failure, fields, onConfirm, onClose }: ActionDialogProps) {
  const reference = useTyped();
  const account = ret.refundAccount;
  return (
    <FormDialog
      title={`Record the refund of return ${ret.number}`}
      failure={failure}
      busy={busy}
      submitLabel="Record refund"
      onSubmit={() => {
        if (!reference.value.trim()) reference.setProblem(RETURN_MESSAGES.refundReference);
        else onConfirm({ action: 'refund', reference: reference.value.trim() });
      }}
      onClose={onClose}
    >
      <p>
        {formatRupees(ret.amount)} to {account === null ? "the shopper's account" : refundAccountText(account)}.
      </p>
      <FormField
        label="Bank's or wallet's reference"
        maxLength={100}
        autoComplete="off"
        error={reference.problem ?? fields.reference}
        hint="As the bank or the wallet gave it for the payment. The shopper is told the refund is paid."
        {...reference.bind}
      />
    </FormDialog>
  );
}
