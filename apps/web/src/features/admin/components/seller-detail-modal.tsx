import type { AdminSeller } from '@onsale/core/contracts/admin';
import type { SellerEarnings } from '@onsale/core/contracts/finance';
import { FINANCE_MESSAGES, maskIban } from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { BankAccountStatusBadge } from '../../../components/ui/bank-account-details';
import { PayoutState } from '../../../components/ui/payout-status-badge';
import { useAdjustSellerBalance } from '../api/adjust-seller-balance';
import { useSellerEarnings } from '../api/get-seller-earnings';
import { useRecordPayout } from '../api/record-payout';
import { useSetSellerCommission } from '../api/set-seller-commission';
import { messageOf } from '../../../lib/api-client';
import { bpToPercent, formatDate, percentToBp, rupeesInputToPaisa, signedRupeesInputToPaisa } from './format';
import { useFlash } from './use-flash';
import { FlashMessages } from './page-header';

/** One seller: the application, the commission rate, what the seller earned and what was paid out. */
export function SellerDetailModal({ seller, onClose }: { seller: AdminSeller; onClose: () => void }) {
  const earnings = useSellerEarnings(seller.userId);
  const commission = useSetSellerCommission();
  const payout = useRecordPayout();
  const adjust = useAdjustSellerBalance();
  const flash = useFlash();
  const [rate, setRate] = useState(bpToPercent(seller.commissionRateBp));
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [adjustment, setAdjustment] = useState('');
  const [reason, setReason] = useState('');
  const ids = {
    title: useId(),
    rate: useId(),
    amount: useId(),
    note: useId(),
    adjustment: useId(),
    reason: useId(),
  };

  const saveRate = async () => {
    const bp = percentToBp(rate);
    if (bp === null) return flash.fail('Commission must be a percentage from 0 to 100');
    try {
      await commission.mutateAsync({ id: seller.userId, commissionRateBp: bp });
      flash.succeed(`Commission set to ${bp / 100}%`);
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  const savePayout = async () => {
    const paisa = rupeesInputToPaisa(amount);
    if (!paisa) return flash.fail('Amount must be a number of rupees');
    try {
      await payout.mutateAsync({ id: seller.userId, amount: paisa, note: note.trim() });
      setAmount('');
      setNote('');
      flash.succeed(`Payout of ${formatRupees(paisa)} recorded`);
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  const saveAdjustment = async () => {
    const paisa = signedRupeesInputToPaisa(adjustment);
    if (paisa === null) return flash.fail('Amount must be a number of rupees, with a minus sign to take money away');
    if (paisa === 0) return flash.fail(FINANCE_MESSAGES.adjustmentAmount);
    if (reason.trim() === '')
      return flash.fail(`${FINANCE_MESSAGES.reason}: the seller reads the reason on their ledger`);
    try {
      await adjust.mutateAsync({ id: seller.userId, amount: paisa, reason: reason.trim() });
      setAdjustment('');
      setReason('');
      flash.succeed(
        paisa > 0
          ? `${formatRupees(paisa)} added to ${seller.brandName}'s balance`
          : `${formatRupees(-paisa)} taken from ${seller.brandName}'s balance`,
      );
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby={ids.title}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={ids.title}>
          {seller.brandName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FlashMessages flash={flash} />
        <dl className="row small">
          <dt className="col-sm-3">Owner</dt>
          <dd className="col-sm-9">
            {seller.firstName} {seller.lastName} · {seller.email} {seller.phone && `· ${seller.phone}`}
          </dd>
          <dt className="col-sm-3">Store category</dt>
          <dd className="col-sm-9">{seller.storeCategory}</dd>
          <dt className="col-sm-3">Business</dt>
          <dd className="col-sm-9">{seller.businessDescription}</dd>
          {seller.website && (
            <>
              <dt className="col-sm-3">Website</dt>
              <dd className="col-sm-9">
                <a href={seller.website} target="_blank" rel="noreferrer nofollow">
                  {seller.website}
                </a>
              </dd>
            </>
          )}
          {seller.taxId && (
            <>
              <dt className="col-sm-3">Tax ID</dt>
              <dd className="col-sm-9">{seller.taxId}</dd>
            </>
          )}
          <dt className="col-sm-3">Registered</dt>
          <dd className="col-sm-9">{formatDate(seller.createdAt)}</dd>
        </dl>

        <form
          className="d-flex gap-2 align-items-end mb-4"
          onSubmit={(event) => {
            event.preventDefault();
            void saveRate();
          }}
        >
          <div>
            <label htmlFor={ids.rate} className="form-label">
              Commission (%)
            </label>
            <input
              id={ids.rate}
              className="form-control"
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              style={{ width: 120 }}
            />
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={commission.isPending}>
            Save commission
          </button>
        </form>

        <h3 className="h6">Earnings</h3>
        {earnings.isPending ? (
          <p className="small">Loading…</p>
        ) : earnings.isError ? (
          <p className="text-danger small">{messageOf(earnings.error)}</p>
        ) : (
          <SellerMoney earnings={earnings.data} />
        )}
        <form
          className="d-flex flex-wrap gap-2 align-items-end mb-3"
          aria-label="Adjust balance"
          onSubmit={(event) => {
            event.preventDefault();
            void saveAdjustment();
          }}
        >
          <div>
            <label htmlFor={ids.adjustment} className="form-label">
              Adjustment (Rs.)
            </label>
            <input
              id={ids.adjustment}
              className="form-control"
              inputMode="text"
              value={adjustment}
              onChange={(e) => setAdjustment(e.target.value)}
              aria-describedby={`${ids.adjustment}-hint`}
              style={{ width: 140 }}
            />
          </div>
          <div className="flex-grow-1">
            <label htmlFor={ids.reason} className="form-label">
              Reason
            </label>
            <input
              id={ids.reason}
              className="form-control"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button
            type="submit"
            className="btn btn-outline-primary"
            disabled={adjust.isPending || adjustment.trim() === ''}
          >
            Adjust balance
          </button>
          <div id={`${ids.adjustment}-hint`} className="form-text w-100 mt-0">
            A minus sign takes money away (-500). The seller sees the amount and the reason on their ledger.
          </div>
        </form>
        <form
          className="d-flex flex-wrap gap-2 align-items-end"
          aria-label="Record payout"
          onSubmit={(event) => {
            event.preventDefault();
            void savePayout();
          }}
        >
          <div>
            <label htmlFor={ids.amount} className="form-label">
              Payout (Rs.)
            </label>
            <input
              id={ids.amount}
              className="form-control"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              style={{ width: 140 }}
            />
          </div>
          <div className="flex-grow-1">
            <label htmlFor={ids.note} className="form-label">
              Note
            </label>
            <input
              id={ids.note}
              className="form-control"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder="Bank transfer reference"
            />
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={payout.isPending || amount.trim() === ''}>
            Record payout
          </button>
        </form>
      </Modal.Body>
    </Modal>
  );
}

/** The seller's totals, the bank account they are paid into and their latest payouts. */
function SellerMoney({ earnings }: { earnings: SellerEarnings }) {
  const { totals, bankAccount, payouts } = earnings;
  const figures: [string, number][] = [
    ['Sales less returns', totals.gross],
    ['Shipping credited', totals.shipping],
    ['Commission', totals.commission],
    ['Net', totals.net],
    ['Adjustments', totals.adjustments],
    ['Paid out', totals.paidOut],
    ['Balance owed', totals.balance],
    ['On hold', totals.onHold],
    ['Payable now', Math.max(0, totals.payable)],
  ];
  return (
    <>
      <div className="row row-cols-2 row-cols-sm-3 g-2 small mb-3 text-center" data-testid="seller-money">
        {figures.map(([label, value]) => (
          <div key={label} className="col">
            <div className="border rounded p-2 h-100">
              <div className="text-muted">{label}</div>
              <div className="fw-semibold">{formatRupees(value)}</div>
            </div>
          </div>
        ))}
      </div>
      <p className="small mb-2" data-testid="seller-bank-account">
        Bank account:{' '}
        {bankAccount ? (
          <>
            {bankAccount.bankName} {maskIban(bankAccount.iban)} <BankAccountStatusBadge status={bankAccount.status} />
            {bankAccount.status === 'pending' && (
              <>
                {' '}
                <Link to="/admin/payouts">Review it on Payouts</Link>
              </>
            )}
          </>
        ) : (
          'none added yet'
        )}
      </p>
      {payouts.length > 0 && (
        <ul className="small list-unstyled mb-3">
          {payouts.slice(0, 5).map((p) => (
            <li key={p.id} className="mb-1">
              {formatDate(p.createdAt)}: {formatRupees(p.amount)}
              {p.note && <span className="text-muted"> · {p.note}</span>}
              {p.reference && <span className="text-muted"> · ref. {p.reference}</span>} <PayoutState payout={p} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
