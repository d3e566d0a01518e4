import type { Return, ReturnListFilter } from '@onsale/core/contracts/returns';
import { maskIban } from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { FINISHED_RETURN_STATUSES, WALLET_NAMES, type ReturnStatus } from '@onsale/core/returns';
import { formatShopTime } from '@onsale/core/time';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PhotoGallery } from './photo-gallery';
import { SafeImage } from './safe-image';
import { ShipmentLine } from './shipment-line';
import './return-handling.css';

/** A returns list's filter from the address: open when none, or one the page does not offer, is asked. */
export function returnListFilterOf(value: string | null, offered: readonly ReturnListFilter[]): ReturnListFilter {
  return offered.find((filter) => filter === value) ?? 'open';
}

/** A return's status colour: waiting on someone amber, moving on blue, done green, stopped grey or red. */
const STATUS_BADGES: Record<ReturnStatus, string> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  escalated: 'warning',
  withdrawn: 'secondary',
  on_its_way: 'primary',
  received: 'info',
  inspected: 'primary',
  refunded: 'success',
  exchange_shipped: 'success',
  closed: 'secondary',
};

/** A return's status as the seller and the admin read it (the server's label), in its colour. */
export function ReturnStatusBadge({ ret }: { ret: Pick<Return, 'status' | 'statusLabel'> }) {
  return (
    <span className={`badge text-bg-${STATUS_BADGES[ret.status]}`} data-testid="return-status">
      {ret.statusLabel}
    </span>
  );
}

/**
 * What is due on a return and by when: the seller's answer to a request, then the refund or the
 * exchange once the item is back; a refund not paid in time is marked past due.
 */
export function ReturnDue({ ret }: { ret: Return }) {
  if (ret.pastDue)
    return (
      <span className="text-danger fw-semibold" data-testid="refund-past-due">
        <span className="badge text-bg-danger me-1">Refund past due</span>
        {ret.refundDueAt && <span className="small d-block">was due {formatShopTime(ret.refundDueAt, 'date')}</span>}
      </span>
    );
  if (ret.status === 'requested')
    return <span className="small">Answer by {formatShopTime(ret.answerDueAt, 'date-time')}</span>;
  if (ret.refundedAt)
    return <span className="small text-muted">Refunded {formatShopTime(ret.refundedAt, 'date')}</span>;
  if (ret.refundDueAt && !FINISHED_RETURN_STATUSES.includes(ret.status))
    return (
      <span className="small">
        {ret.wants === 'exchange' ? 'Exchange' : 'Refund'} by {formatShopTime(ret.refundDueAt, 'date')}
      </span>
    );
  return <span className="text-muted">—</span>;
}

/** The returned item in a list: its picture, name, the size bought and how many come back. */
export function ReturnItemCell({ ret }: { ret: Return }) {
  return (
    <div className="d-flex gap-2 align-items-center">
      <SafeImage src={ret.item.image} alt="" width={44} height={44} className="return-thumb" />
      <div className="return-item-name">
        <div className="fw-semibold">{ret.item.name}</div>
        <div className="small text-muted">
          {ret.item.size ? `Size ${ret.item.size} · ` : ''}Qty {ret.quantity}
        </div>
      </div>
    </div>
  );
}

/** Why the item comes back, and what the shopper wants instead, in a list. */
export function ReturnRequestCell({ ret }: { ret: Return }) {
  return (
    <>
      <div>{ret.reasonLabel}</div>
      <div className="small text-muted">{wantsText(ret)}</div>
    </>
  );
}

type RefundAccount = NonNullable<Return['refundAccount']>;

/** "JazzCash wallet": the wallet a refund goes to. */
const walletName = (account: RefundAccount) =>
  account.wallet ? `${WALLET_NAMES[account.wallet]} wallet` : 'Mobile wallet';

/** A returns list's header; the admin's list also names the seller and the customer. */
export function ReturnListHead({ withParties = false }: { withParties?: boolean }) {
  return (
    <>
      <th scope="col">Return</th>
      <th scope="col">Item</th>
      <th scope="col">Request</th>
      {withParties && <th scope="col">Seller and customer</th>}
      <th scope="col">Status</th>
      <th scope="col">Due</th>
      {/* (positioned: the hidden word stays inside the scrolling table, not past a phone's screen) */}
      <th scope="col" className="text-end position-relative">
        <span className="visually-hidden">Actions</span>
      </th>
    </>
  );
}

/** One return in a seller's or the admin's list: a refund past its due day is marked. */
export function ReturnListRow({
  ret,
  href,
  testId,
  withParties = false,
}: {
  ret: Return;
  href: string;
  testId: string;
  withParties?: boolean;
}) {
  return (
    <tr className={ret.pastDue ? 'return-past-due' : undefined} data-testid={testId}>
      <td className="text-nowrap">
        <div className="fw-semibold">{ret.number}</div>
        <div className="small text-muted">{formatShopTime(ret.requestedAt, 'date')}</div>
      </td>
      <td>
        <ReturnItemCell ret={ret} />
      </td>
      <td>
        <ReturnRequestCell ret={ret} />
      </td>
      {withParties && (
        <td>
          <div>{ret.sellerName}</div>
          <div className="small text-muted">{ret.customerName}</div>
        </td>
      )}
      <td>
        <ReturnStatusBadge ret={ret} />
      </td>
      <td>
        <ReturnDue ret={ret} />
      </td>
      <td className="text-end">
        <Link to={href} className="btn btn-sm btn-outline-secondary" aria-label={`View return ${ret.number}`}>
          View
        </Link>
      </td>
    </tr>
  );
}

/** An IBAN shown with its middle hidden, "PK36 •••• 0702"; one the server hid already is kept as it is. */
export function maskedIban(iban: string): string {
  return iban.length < 12 || /[*•]/.test(iban) ? iban : maskIban(iban);
}

/**
 * Where a refund goes, in a line: "Ayesha Khan, IBAN PK36SCBL…" or "Ayesha Khan, JazzCash wallet 0300…";
 * the shopper's own pages hide the IBAN's middle.
 */
export const refundAccountText = (account: RefundAccount, { hideIban = false } = {}) =>
  account.kind === 'bank'
    ? `${account.title}, IBAN ${hideIban ? maskedIban(account.iban ?? '') : (account.iban ?? '')}`
    : `${account.title}, ${walletName(account)} ${account.number ?? ''}`;

/** What the shopper wants, with the size asked for an exchange. */
export const wantsText = (ret: Return) =>
  ret.wants === 'exchange' && ret.exchangeSize ? `Exchange for size ${ret.exchangeSize}` : ret.wantsLabel;

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A note someone wrote on the return (the shopper's, the seller's, OnSale's), kept as typed. */
function Note({ title, text, testId }: { title: string; text: string; testId: string }) {
  if (!text) return null;
  return (
    <div className="mb-3" data-testid={testId}>
      <h3 className="h6 mb-1">{title}</h3>
      <p className="return-note mb-0">{text}</p>
    </div>
  );
}

/**
 * A return as the seller and the admin see it: the item and how many come back, the shopper's
 * reason, note and photos, what they want instead, the notes of each step, the parcels and the
 * dates. The admin also reads where a refund goes (the server sends it only to them).
 */
export function ReturnDetails({ ret }: { ret: Return }) {
  const { item } = ret;
  const account = ret.refundAccount;
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <div className="card shadow-sm mb-4">
          <div className="card-body">
            <h2 className="h5">Item</h2>
            <div className="d-flex gap-3 align-items-center mb-3" data-testid="return-item">
              <SafeImage src={item.image} alt="" width={72} height={72} className="return-thumb return-thumb-lg" />
              <div>
                <div className="fw-semibold">{item.name}</div>
                <div className="small text-muted">
                  {[
                    item.brandName,
                    item.size && `Size ${item.size}`,
                    item.color && `Colour ${item.color}`,
                    `${formatRupees(item.price)} each`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                <div className="small">
                  Returning <strong>{ret.quantity}</strong> of {item.quantity} bought
                  {ret.acceptedQuantity !== null && (
                    <>
                      {' '}
                      · <strong>{ret.acceptedQuantity}</strong> accepted
                    </>
                  )}
                </div>
              </div>
            </div>
            <dl className="return-facts mb-0">
              <Fact term="Reason" testId="return-reason">
                {ret.reasonLabel}
              </Fact>
              <Fact term="Wants" testId="return-wants">
                {wantsText(ret)}
              </Fact>
              <Fact term={ret.acceptedQuantity === null ? 'Refund as asked' : 'Refund'}>
                {ret.wants === 'exchange' ? 'No refund: an exchange' : formatRupees(ret.amount)}
              </Fact>
              {ret.unopened && <Fact term="Condition">The shopper says it is unopened</Fact>}
            </dl>
          </div>
        </div>

        <div className="card shadow-sm mb-4">
          <div className="card-body">
            <h2 className="h5">The shopper&apos;s request</h2>
            <Note title="Note" text={ret.note} testId="return-shopper-note" />
            {!ret.note && <p className="text-muted small">No note.</p>}
            <h3 className="h6 mb-2">Photos</h3>
            {ret.photos.length > 0 ? (
              <PhotoGallery photos={ret.photos} subject={`the return ${ret.number}`} />
            ) : (
              <p className="text-muted small mb-0">No photos.</p>
            )}
          </div>
        </div>

        {(ret.rejectReason || ret.escalationNote || ret.decisionNote || ret.inspectionNote) && (
          <div className="card shadow-sm mb-4">
            <div className="card-body">
              <h2 className="h5">Decisions</h2>
              <Note title="Why it was rejected" text={ret.rejectReason} testId="return-reject-reason" />
              <Note title="The shopper asked OnSale to decide" text={ret.escalationNote} testId="return-escalation" />
              <Note title="OnSale's decision" text={ret.decisionNote} testId="return-decision" />
              <Note title="Inspection" text={ret.inspectionNote} testId="return-inspection" />
            </div>
          </div>
        )}
      </div>

      <div className="col-12 col-lg-5">
        {account && (
          <div className="card shadow-sm mb-4" data-testid="refund-account">
            <div className="card-body">
              <h2 className="h5">Refund to</h2>
              <dl className="return-facts mb-0">
                {account.kind === 'bank' ? (
                  <Fact term="Bank account (IBAN)">
                    <span className="font-monospace text-break">{account.iban}</span>
                  </Fact>
                ) : (
                  <Fact term={walletName(account)}>
                    <span className="font-monospace">{account.number}</span>
                  </Fact>
                )}
                <Fact term="Account title">{account.title}</Fact>
                {ret.refundReference && (
                  <Fact term="Refund reference" testId="refund-reference">
                    <span className="font-monospace">{ret.refundReference}</span>
                  </Fact>
                )}
              </dl>
            </div>
          </div>
        )}

        <div className="card shadow-sm mb-4">
          <div className="card-body">
            <h2 className="h5">Dates</h2>
            <dl className="return-facts mb-0">
              <Fact term="Requested">{formatShopTime(ret.requestedAt, 'date-time')}</Fact>
              {ret.status === 'requested' && (
                <Fact term="Answer due">{formatShopTime(ret.answerDueAt, 'date-time')}</Fact>
              )}
              {ret.receivedAt && <Fact term="Received">{formatShopTime(ret.receivedAt, 'date-time')}</Fact>}
              {ret.refundDueAt && !ret.refundedAt && ret.wants !== 'exchange' && (
                <Fact term="Refund due">
                  <span className={ret.pastDue ? 'text-danger fw-semibold' : undefined}>
                    {formatShopTime(ret.refundDueAt, 'date')}
                    {ret.pastDue && ' (past due)'}
                  </span>
                </Fact>
              )}
              {ret.refundedAt && <Fact term="Refunded">{formatShopTime(ret.refundedAt, 'date-time')}</Fact>}
              {!account && ret.refundReference && (
                <Fact term="Refund reference">
                  <span className="font-monospace">{ret.refundReference}</span>
                </Fact>
              )}
            </dl>
          </div>
        </div>

        {(ret.backShipment || ret.exchangeShipment) && (
          <div className="card shadow-sm mb-4">
            <div className="card-body">
              <h2 className="h5">Parcels</h2>
              {ret.backShipment && (
                <div data-testid="back-shipment">
                  <h3 className="h6 mb-0">Sent back by the shopper</h3>
                  <ShipmentLine shipment={ret.backShipment} />
                </div>
              )}
              {ret.exchangeShipment && (
                <div data-testid="exchange-shipment">
                  <h3 className="h6 mb-0">The exchange, to the shopper</h3>
                  <ShipmentLine shipment={ret.exchangeShipment} />
                </div>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
