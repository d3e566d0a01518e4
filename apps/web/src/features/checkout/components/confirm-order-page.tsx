import { INVALID_CONFIRMATION_LINK, ORDER_CONFIRMED_TEXT } from '@onsale/core/order-confirmation';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useConfirmOrder } from '../api/confirm-order';
import './checkout.css';

/**
 * The page the receipt e-mail's link opens (`/order/confirm?token=…&order=…`): the order is
 * confirmed once, on arrival, and the sellers may pack it. A link without its token or order, or
 * one the shop refuses, says so; a failure of the shop's own offers to try again.
 */
export function ConfirmOrderPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const orderId = params.get('order') ?? '';
  const user = useCurrentUser();
  const confirmation = useConfirmOrder();
  const { mutate } = confirmation;
  // One request per link, however often the page renders.
  const asked = useRef('');

  useEffect(() => {
    const link = `${orderId} ${token}`;
    if (!token || !orderId || asked.current === link) return;
    asked.current = link;
    mutate({ orderId, token });
  }, [orderId, token, mutate]);

  const error = confirmation.error;
  // A refused link (400, 409) carries the shop's words; anything else may go through on a retry.
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

  return (
    <div className="container page-container checkout-narrow">
      <div className="checkout-card text-center py-5" aria-live="polite">
        <h1 className="page-title mb-3">Confirm your order</h1>
        {!token || !orderId ? (
          <ConfirmFailure message={INVALID_CONFIRMATION_LINK} />
        ) : confirmation.isSuccess ? (
          <div data-testid="order-confirmed">
            <div className="order-confirmed-mark" aria-hidden="true">
              ✓
            </div>
            <p className="lead" role="status">
              {ORDER_CONFIRMED_TEXT}
            </p>
            <p className="text-body-secondary">
              Order number <strong>{confirmation.data.number}</strong>
            </p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <Link
                to={
                  user.data
                    ? `/order/${encodeURIComponent(confirmation.data.orderId)}`
                    : `/track?order=${encodeURIComponent(confirmation.data.number)}`
                }
                className="btn btn-accent"
              >
                {user.data ? 'See your order' : 'Track your order'}
              </Link>
              <Link to="/" className="btn btn-outline-secondary">
                Continue shopping
              </Link>
            </div>
          </div>
        ) : confirmation.isError ? (
          <ConfirmFailure message={messageOf(error)}>
            {!refused && (
              <button
                type="button"
                className="btn btn-accent"
                onClick={() => mutate({ orderId, token })}
                disabled={confirmation.isPending}
              >
                Try again
              </button>
            )}
          </ConfirmFailure>
        ) : (
          <p className="mb-0" role="status">
            <span className="spinner-border spinner-border-sm me-2 text-accent" aria-hidden="true" />
            Confirming your order…
          </p>
        )}
      </div>
    </div>
  );
}

function ConfirmFailure({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div data-testid="confirmation-failed">
      <div className="alert alert-warning" role="alert">
        {message}
      </div>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {children}
        <Link to="/track" className="btn btn-outline-secondary">
          Track your order
        </Link>
        <Link to="/contact" className="btn btn-outline-secondary">
          Contact us
        </Link>
      </div>
    </div>
  );
}
