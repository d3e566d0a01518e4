import { INVALID_COUPON } from '@onsale/core/contracts/checkout';
import { MAX_LINE_QUANTITY } from '@onsale/core/bag';
import { slugify } from '@onsale/core/slug';
import { formatRupees } from '@onsale/core/money';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ColourDot } from '../../../components/ui/colour-swatch';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SafeImage } from '../../../components/ui/safe-image';
import { EmptyState } from '../../../components/ui/status-messages';
import { ApiRequestError } from '../../../lib/api-client';
import { bag } from '../../../lib/bag/bag-store';
import { useBagLines } from '../../../lib/bag/use-bag';
import { useBagQuote, useQuoteCoupon } from '../api/quote-bag';
import { useAppliedCoupon } from '../hooks/use-applied-coupon';
import { LINE_STATUS_TEXT, priceBag, type PricedBagLine } from '../utils/priced-bag';
import { OrderSummary } from './order-summary';
import './checkout.css';

const REMOVE_CONFIRM = 'Are you sure you want to remove this item from your bag?';
const CLEAR_CONFIRM = 'Are you sure you want to remove all items from your bag?';

/** The bag (spec: Cart): its lines at the server's prices, the summary, the coupon and the way to checkout. */
export function BagPage() {
  const lines = useBagLines();
  const quote = useBagQuote(lines);
  const [coupon] = useAppliedCoupon();
  const navigate = useNavigate();
  const priced = priceBag(lines, quote.data, coupon?.percent ?? 0);
  // Which removal is being asked about: one line (its key) or the whole bag.
  const [asking, setAsking] = useState<{ key: string } | 'all' | null>(null);

  if (lines.length === 0) {
    return (
      <div className="container page-container">
        <h1 className="page-title mb-4">Shopping Bag</h1>
        <EmptyState message="Your bag is empty">
          <Link to="/" className="btn btn-accent">
            Continue Shopping
          </Link>
        </EmptyState>
      </div>
    );
  }

  const blocked = quote.data && !priced.orderable;
  return (
    <div className="container page-container">
      <div className="page-heading d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="page-title mb-0">Shopping Bag</h1>
        <button type="button" className="btn btn-link link-danger p-0" onClick={() => setAsking('all')}>
          Clear All
        </button>
      </div>
      <div className="row g-4">
        <div className="col-lg-8">
          <div role="status" aria-live="polite" className="small text-body-secondary mb-2">
            {quote.isFetching && !quote.data ? 'Checking prices and stock…' : null}
          </div>
          {quote.isError && (
            <div className="alert alert-warning" role="alert">
              We could not check current prices and stock just now. The totals are confirmed when you place the order.{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void quote.refetch()}>
                Try again
              </button>
            </div>
          )}
          <ul className="list-unstyled bag-lines mb-0">
            {priced.lines.map((line) => (
              <BagLineRow key={line.key} line={line} onRemove={() => setAsking({ key: line.key })} />
            ))}
          </ul>
        </div>
        <div className="col-lg-4">
          <OrderSummary
            totals={priced.totals}
            couponCode={coupon?.code}
            lineCount={priced.lines.filter((line) => line.status === 'available' || line.status === 'unchecked').length}
          >
            <CouponForm />
            {blocked && (
              <p className="alert alert-warning small mt-3 mb-0" role="alert">
                Some items in your bag cannot be ordered as they are. Remove them or lower their quantity to continue.
              </p>
            )}
            <button
              type="button"
              className="btn btn-accent btn-lg w-100 mt-3"
              disabled={Boolean(blocked)}
              onClick={() => void navigate('/shipping')}
            >
              Proceed to Checkout
            </button>
            <p className="text-center small fw-semibold mt-2 mb-0">Cash On Delivery Only</p>
          </OrderSummary>
        </div>
      </div>
      {asking && (
        <ConfirmDialog
          title={asking === 'all' ? 'Clear your bag' : 'Remove item'}
          confirmLabel="Remove"
          onConfirm={() => {
            if (asking === 'all') bag.clear();
            else bag.remove(asking.key);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        >
          <p className="mb-0">{asking === 'all' ? CLEAR_CONFIRM : REMOVE_CONFIRM}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The website badge names the site an imported item came from; a seller's item carries its brand's slug there, which the brand beside it already says. */
function sourceSite(website: string, brand: string): string | null {
  return website && slugify(brand) !== website ? website : null;
}

function BagLineRow({ line, onRemove }: { line: PricedBagLine; onRemove: () => void }) {
  const { line: stored } = line;
  const site = sourceSite(line.website, line.brand);
  const unavailable = line.status === 'gone' || line.status === 'out_of_stock' || line.status === 'choose';
  const max = Math.max(1, Math.min(line.status === 'unchecked' ? stored.stock : line.stock, MAX_LINE_QUANTITY));
  return (
    <li className={`bag-line ${unavailable ? 'is-unavailable' : ''}`} data-testid="bag-line">
      <Link to={`/product/${stored.slug}`} className="bag-line-image">
        <SafeImage src={line.image} alt="" width={96} height={96} />
      </Link>
      <div className="bag-line-body">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="bag-line-brand">{line.brand}</span>
          {site && <span className="badge text-bg-light border">{site}</span>}
        </div>
        <Link to={`/product/${stored.slug}`} className="bag-line-name">
          {line.name}
        </Link>
        <div className="bag-line-options small text-body-secondary">
          {stored.size && <span>Size: {stored.size}</span>}
          {stored.color && (
            <span className="d-inline-flex align-items-center gap-1">
              Colour: <ColourDot name={stored.color} size={14} /> {stored.color}
            </span>
          )}
        </div>
        <div className="small">
          {formatRupees(line.price)} each
          {line.priceChanged && (
            <span className="text-body-secondary"> (was {formatRupees(stored.price)} when added)</span>
          )}
        </div>
        {line.status !== 'available' && line.status !== 'unchecked' && (
          <p className="text-danger small mb-0 mt-1" data-testid="bag-line-status">
            {LINE_STATUS_TEXT[line.status](line)}
            {line.status === 'short' && (
              <>
                {' '}
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 align-baseline"
                  onClick={() => bag.setQuantity(line.key, line.stock)}
                >
                  Change to {line.stock}
                </button>
              </>
            )}
          </p>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
          {!unavailable && (
            <QuantityStepper
              size="sm"
              label={`Quantity of ${line.name}`}
              value={stored.quantity}
              max={Math.max(max, line.status === 'short' ? stored.quantity : 1)}
              onChange={(quantity) => bag.setQuantity(line.key, quantity)}
            />
          )}
          <button type="button" className="btn btn-link link-danger btn-sm p-0" onClick={onRemove}>
            Remove
          </button>
        </div>
      </div>
      <div className="bag-line-total fw-semibold" data-testid="bag-line-total">
        {formatRupees(line.lineTotal)}
      </div>
    </li>
  );
}

/** ONSALENOW20, case-insensitive, once: then the field and the button are disabled. */
function CouponForm() {
  const id = useId();
  const lines = useBagLines();
  const [coupon, setCoupon] = useAppliedCoupon();
  const quoteCoupon = useQuoteCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (coupon || checking) return;
    setError(null);
    if (code.trim() === '') {
      setError(INVALID_COUPON);
      return;
    }
    setChecking(true);
    try {
      const answer = await quoteCoupon.mutateAsync({ lines, coupon: code.trim() });
      if (answer.coupon) setCoupon(answer.coupon);
      else setError(answer.couponError ?? INVALID_COUPON);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.status === 400
          ? INVALID_COUPON
          : 'We could not check the coupon just now. Please try again.',
      );
    } finally {
      setChecking(false);
    }
  }

  return (
    <form className="mt-3" onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={`${id}-coupon`} className="form-label small fw-semibold">
        Coupon code
      </label>
      <div className="input-group">
        <input
          id={`${id}-coupon`}
          className="form-control"
          value={coupon ? coupon.code : code}
          onChange={(event) => setCode(event.target.value)}
          disabled={Boolean(coupon)}
          placeholder="Enter coupon code"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-coupon-note`}
          maxLength={40}
        />
        <button type="submit" className="btn btn-outline-accent" disabled={Boolean(coupon) || checking}>
          {coupon ? 'Applied' : checking ? 'Checking…' : 'Apply'}
        </button>
      </div>
      <div id={`${id}-coupon-note`} role={error ? 'alert' : 'status'}>
        {error && <p className="text-danger small mb-0 mt-1">{error}</p>}
        {coupon && (
          <p className="text-success small mb-0 mt-1">
            Coupon {coupon.code} applied: {coupon.percent}% off the subtotal.
          </p>
        )}
      </div>
    </form>
  );
}
