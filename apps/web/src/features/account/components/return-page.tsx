import type { Return } from '@onsale/core/contracts/returns';
import { formatRupees } from '@onsale/core/money';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PhotoGallery } from '../../../components/ui/photo-gallery';
import { refundAccountText, ReturnStatusBadge, wantsText } from '../../../components/ui/return-handling';
import { ShipmentLine } from '../../../components/ui/shipment-line';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError } from '../../../lib/api-client';
import { useReturn } from '../api/get-return';
import { ReturnActions } from './return-actions';
import { ReturnSteps } from './return-steps';
import { ReturnedItem } from './returned-item';
import './returns.css';

/** A word from the seller or OnSale: a rejection's reason, the inspection's note, the decision. */
function Said({ who, children }: { who: string; children: ReactNode }) {
  return (
    <div className="alert alert-light border small mb-3">
      <div className="fw-semibold">{who}</div>
      {children}
    </div>
  );
}

/** "Refunded" once paid, "Refund" once the seller accepted it, "Refund as asked" before. */
const refundTerm = (request: Return) =>
  request.refundedAt ? 'Refunded' : request.acceptedQuantity === null ? 'Refund as asked' : 'Refund';

function ReturnNotFound() {
  return (
    <div className="container py-5 text-center">
      <h1 className="page-title">Return not found</h1>
      <Link to="/account/returns" className="btn btn-accent">
        Back to My Returns
      </Link>
    </div>
  );
}

/** What the shopper does next, in a line, where it is up to them. */
const NEXT_STEP: Partial<Record<Return['status'], string>> = {
  approved: 'Pack the item with its tags and send it back to the seller, then tell us you have sent it.',
  rejected: 'If you think the seller is wrong, OnSale can decide.',
};

/** /account/returns/:id: one return, where it stands, what was asked and what the shopper may do now. */
export function ReturnPage() {
  const { id = '' } = useParams();
  const { data: request, isPending, isError, error, refetch } = useReturn(id);
  if (isPending) return <LoadingState label="Loading your return…" />;
  if (isError) {
    if (error instanceof ApiRequestError && error.status === 404) return <ReturnNotFound />;
    return <ErrorState error={error} message="Failed to load the return" onRetry={() => void refetch()} />;
  }

  const accepted = request.acceptedQuantity;
  return (
    <div className="container py-4 account-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h1 className="page-title mb-0">Return {request.number}</h1>
        <ReturnStatusBadge ret={request} />
      </div>
      <p className="text-body-secondary">
        Order <Link to={`/order/${request.orderId}`}>{request.orderNumber}</Link> · sold by {request.sellerName}
      </p>
      {request.pastDue && (
        <div className="alert alert-warning" role="status">
          Your refund is late. OnSale has asked for it to be paid now.
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-8">
          <section className="card mb-3" aria-label="The item">
            <div className="card-body">
              <ReturnedItem item={request.item}>
                <div className="small mt-1">
                  Returning {request.quantity}
                  {accepted !== null && accepted !== request.quantity && ` · ${accepted} accepted`}
                </div>
              </ReturnedItem>
              <dl className="return-summary small mt-3 mb-0">
                <dt>Reason</dt>
                <dd>{request.reasonLabel}</dd>
                <dt>You asked for</dt>
                <dd data-testid="return-wants">{wantsText(request)}</dd>
                {request.refundAccount && (
                  <>
                    <dt>Refund to</dt>
                    <dd data-testid="refund-account">{refundAccountText(request.refundAccount, { hideIban: true })}</dd>
                  </>
                )}
                {request.wants !== 'exchange' && (
                  <>
                    <dt>{refundTerm(request)}</dt>
                    <dd className="fw-semibold" data-testid="return-amount">
                      {formatRupees(request.amount)}
                    </dd>
                  </>
                )}
                {request.refundReference && (
                  <>
                    <dt>Refund reference</dt>
                    <dd>{request.refundReference}</dd>
                  </>
                )}
                {request.unopened && (
                  <>
                    <dt>Unopened</dt>
                    <dd>Yes</dd>
                  </>
                )}
              </dl>
              {request.note && <p className="small mt-3 mb-0">Your note: {request.note}</p>}
              {request.photos.length > 0 && (
                <div className="mt-3">
                  <PhotoGallery photos={request.photos} subject={`your return ${request.number}`} />
                </div>
              )}
            </div>
          </section>
          {request.rejectReason && <Said who="The seller rejected it:">{request.rejectReason}</Said>}
          {request.escalationNote && <Said who="You asked OnSale to decide:">{request.escalationNote}</Said>}
          {request.decisionNote && <Said who="OnSale's decision:">{request.decisionNote}</Said>}
          {request.inspectionNote && <Said who="The seller checked the item:">{request.inspectionNote}</Said>}
          {request.backShipment && (
            <div className="mb-3">
              <h2 className="h6 mb-0">Sent back</h2>
              <ShipmentLine shipment={request.backShipment} />
            </div>
          )}
          {request.exchangeShipment && (
            <div className="mb-3" data-testid="exchange-shipment">
              <h2 className="h6 mb-0">Your new size{request.exchangeSize ? ` (${request.exchangeSize})` : ''}</h2>
              <ShipmentLine shipment={request.exchangeShipment} />
            </div>
          )}
          {NEXT_STEP[request.status] && request.actions.length > 0 && (
            <p className="mb-2">{NEXT_STEP[request.status]}</p>
          )}
          <ReturnActions request={request} onRefused={() => void refetch()} />
        </div>
        <aside className="col-lg-4">
          <div className="card">
            <div className="card-body">
              <h2 className="h6">Dates</h2>
              <ReturnSteps request={request} />
            </div>
          </div>
        </aside>
      </div>
      <Link to="/account/returns" className="btn btn-outline-accent mt-4">
        Back to My Returns
      </Link>
    </div>
  );
}
