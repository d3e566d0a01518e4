import { confirmationCodeBodySchema, type ConfirmationSent } from '@onsale/core/contracts/order-confirmation';
import {
  awaitingConfirmationText,
  ORDER_CONFIRMATION_LABELS,
  ORDER_CONFIRMED_TEXT,
  type OrderConfirmation,
} from '@onsale/core/order-confirmation';
import { confirmationCodeSentText, confirmationLinkSentText } from '@onsale/core/storefront-texts';
import { useId, useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { usePublicSettings } from '../../lib/catalogue/get-public-settings';
import { useConfirmByCode } from '../../lib/order-confirmation/confirm-by-code';
import { hoursToConfirm } from '../../lib/order-confirmation/hours-to-confirm';
import { useSendConfirmation } from '../../lib/order-confirmation/send-confirmation';
import './awaiting-confirmation.css';

interface AwaitingConfirmationProps {
  orderId: string;
  confirmation: OrderConfirmation;
  /** when the order was placed and when it is cancelled unconfirmed (ISO) */
  placedAt: string;
  dueAt: string | null;
  /** set when the order is confirmed by a call only: shown instead of "Confirm now" */
  note?: string | null;
  /** the order is confirmed: the page shows it so */
  onConfirmed: () => void;
}

/**
 * An order waiting for its shopper: sellers pack it only once it is confirmed. "Confirm now" e-mails
 * the link again or, with an SMS gateway, texts a 6-digit code typed here. The thank-you page, the
 * shopper's order page and the tracking page show the same notice; it shows nothing for an order
 * that needs no confirmation, and "confirmed" once confirmed here.
 */
export function AwaitingConfirmation({
  orderId,
  confirmation,
  placedAt,
  dueAt,
  note,
  onConfirmed,
}: AwaitingConfirmationProps) {
  const codeId = useId();
  const shop = usePublicSettings();
  const send = useSendConfirmation();
  const confirmCode = useConfirmByCode();
  const [sent, setSent] = useState<ConfirmationSent | null>(null);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmedHere, setConfirmedHere] = useState(false);

  if (confirmedHere)
    return (
      <div className="alert alert-success confirmation-notice" role="status" data-testid="order-confirmed">
        {ORDER_CONFIRMED_TEXT}
      </div>
    );
  if (confirmation !== 'awaiting') return null;

  const askToSend = async () => {
    setFailure(null);
    setCodeProblem(null);
    try {
      setSent(await send.mutateAsync(orderId));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const submitCode = async () => {
    setFailure(null);
    const parsed = confirmationCodeBodySchema.safeParse({ code });
    if (!parsed.success) return setCodeProblem(parsed.error.issues[0]?.message ?? null);
    setCodeProblem(null);
    try {
      await confirmCode.mutateAsync({ orderId, code: parsed.data.code });
      setConfirmedHere(true);
      onConfirmed();
    } catch (error) {
      setCodeProblem(messageOf(error));
    }
  };

  return (
    <section
      className="alert alert-warning confirmation-notice"
      aria-labelledby={`${codeId}-title`}
      data-testid="awaiting-confirmation"
    >
      <h2 id={`${codeId}-title`} className="h5 mb-2">
        {ORDER_CONFIRMATION_LABELS.awaiting}
      </h2>
      {note ? (
        <p className="mb-0">
          {note}{' '}
          <a href={`tel:${shop.supportPhone.replace(/[^\d+]/g, '')}`} className="fw-semibold text-nowrap">
            {shop.supportPhone}
          </a>
        </p>
      ) : (
        <>
          <p className="mb-3">{awaitingConfirmationText(hoursToConfirm(placedAt, dueAt))}</p>
          {sent?.channel === 'email' && (
            <p className="mb-3 fw-semibold" role="status">
              {confirmationLinkSentText(sent.to)}
            </p>
          )}
          {sent?.channel === 'sms' ? (
            <form
              className="confirmation-code"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submitCode();
              }}
            >
              <p className="mb-2" role="status">
                {confirmationCodeSentText(sent.to)}
              </p>
              <label htmlFor={codeId} className="form-label">
                Confirmation code
              </label>
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <input
                  id={codeId}
                  className={`form-control confirmation-code-input ${codeProblem ? 'is-invalid' : ''}`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  aria-invalid={codeProblem ? true : undefined}
                  aria-describedby={codeProblem ? `${codeId}-problem` : undefined}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setCodeProblem(null);
                  }}
                />
                <button type="submit" className="btn btn-accent" disabled={confirmCode.isPending}>
                  {confirmCode.isPending ? 'Confirming…' : 'Confirm'}
                </button>
                <button
                  type="button"
                  className="btn btn-link px-0"
                  disabled={send.isPending}
                  onClick={() => void askToSend()}
                >
                  Send a new code
                </button>
              </div>
              {codeProblem && (
                <div id={`${codeId}-problem`} className="text-danger small mt-1" role="alert">
                  {codeProblem}
                </div>
              )}
            </form>
          ) : (
            <button type="button" className="btn btn-accent" disabled={send.isPending} onClick={() => void askToSend()}>
              {send.isPending ? 'Sending…' : sent ? 'Send the link again' : 'Confirm now'}
            </button>
          )}
        </>
      )}
      {failure && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
