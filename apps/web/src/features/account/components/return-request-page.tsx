import type { ReturnOptions } from '@onsale/core/contracts/returns';
import {
  PHOTO_NEEDED,
  REFUND_BUSINESS_DAYS,
  refundText,
  RETURN_NOTE_MAX_LENGTH,
  SELLER_ANSWER_HOURS,
} from '@onsale/core/returns';
import { formatShopTime } from '@onsale/core/time';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useReturnOptions } from '../api/get-return-options';
import { useRequestReturn } from '../api/request-return';
import {
  emptyReturnForm,
  refundPreview,
  returnBodyOf,
  returnFormErrors,
  type ReturnForm,
  type ReturnFormErrors,
} from '../utils/return-form';
import { RefundChoiceField } from './refund-choice-field';
import { ReturnPhotosField } from './return-photos-field';
import { ReturnReasonField } from './return-reason-field';
import { ReturnedItem } from './returned-item';
import './returns.css';

/** The item cannot be returned (not delivered, window over, already returned): the server's words, and a way back. */
function CannotReturn({ message }: { message: string }) {
  return (
    <div className="container py-5 text-center account-page">
      <h1 className="page-title">Return or exchange</h1>
      <p className="text-body-secondary" role="alert">
        {message}
      </p>
      <Link to="/orders" className="btn btn-accent">
        Back to My Orders
      </Link>
    </div>
  );
}

function QuantityField({ form, options, error, set }: FieldProps & { error: string | undefined }) {
  const id = useId();
  if (options.returnable <= 1) return null;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        How many are you returning?
      </label>
      <select
        id={id}
        className={`form-select w-auto ${error ? 'is-invalid' : ''}`}
        value={form.quantity}
        onChange={(event) => set('quantity', Number(event.target.value))}
      >
        {Array.from({ length: options.returnable }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      {error && <div className="invalid-feedback">{error}</div>}
    </div>
  );
}

function UnopenedField({ form, error, set }: Omit<FieldProps, 'options'> & { error: string | undefined }) {
  const id = useId();
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input ${error ? 'is-invalid' : ''}`}
        checked={form.unopened}
        onChange={(event) => set('unopened', event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className="form-check-label">
        The item is unopened
      </label>
      <div id={`${id}-hint`} className={error ? 'invalid-feedback d-block' : 'form-text'}>
        {error ?? 'Beauty items can be returned only unopened, with their seal.'}
      </div>
    </div>
  );
}

interface FieldProps {
  form: ReturnForm;
  options: ReturnOptions;
  set: <K extends keyof ReturnForm>(field: K, value: ReturnForm[K]) => void;
}

/** The request form for one item: how many, why, photos, what instead, and what it would give back. */
function ReturnRequestForm({ itemId, options }: { itemId: string; options: ReturnOptions }) {
  const navigate = useNavigate();
  const request = useRequestReturn();
  const [form, setForm] = useState<ReturnForm>(emptyReturnForm);
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set: FieldProps['set'] = (field, value) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // A long form on a phone: the first field to put right comes into view and takes the focus.
  const formRef = useRef<HTMLFormElement>(null);
  const showFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')?.focus(),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = returnBodyOf(itemId, form, options.unopenedRequired);
    const found = returnFormErrors(body, options);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      showFirstProblem();
      return;
    }
    try {
      const created = await request.mutateAsync(body);
      await navigate(`/account/returns/${created.id}`);
    } catch (error) {
      const fields = error instanceof ApiRequestError && error.status === 400 ? error.fields : undefined;
      const known = Object.keys(fields ?? {}).filter((field) => field in emptyReturnForm);
      if (fields && known.length > 0) {
        setErrors(fields as ReturnFormErrors);
        showFirstProblem();
      } else setFailure(messageOf(error));
    }
  };

  const preview =
    form.reason && form.wants && refundText(refundPreview(options, form.quantity, form.reason), form.wants);
  return (
    <div className="container py-4 account-page">
      <h1 className="page-title">Return or exchange</h1>
      <p className="text-body-secondary">
        Order <Link to={`/order/${options.orderId}`}>{options.orderNumber}</Link> · sold by {options.sellerName} ·
        returnable until {formatShopTime(options.returnableUntil, 'date')}
      </p>
      <div className="row g-4">
        <div className="col-lg-8">
          <form
            ref={formRef}
            className="card"
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label="Return request"
          >
            <div className="card-body">
              <ReturnedItem item={options.item} />
              <hr />
              <QuantityField form={form} options={options} set={set} error={errors.quantity} />
              <ReturnReasonField
                reason={form.reason}
                error={errors.reason}
                onChange={(reason) => set('reason', reason)}
              />
              <FormField
                as="textarea"
                label="Anything the seller should know? (optional)"
                maxLength={RETURN_NOTE_MAX_LENGTH}
                value={form.note}
                error={errors.note}
                onChange={(event) => set('note', event.target.value)}
              />
              <ReturnPhotosField
                photos={form.photos}
                required={form.reason !== '' && PHOTO_NEEDED.includes(form.reason)}
                error={errors.photos}
                onChange={(photos) => set('photos', photos)}
              />
              {options.unopenedRequired && <UnopenedField form={form} set={set} error={errors.unopened} />}
              <RefundChoiceField options={options} form={form} errors={errors} set={set} />
              {preview && (
                <p className="return-preview" data-testid="refund-preview">
                  {preview}
                </p>
              )}
              {failure && (
                <div className="alert alert-danger" role="alert">
                  {failure}
                </div>
              )}
              <div className="d-flex flex-wrap gap-2">
                <button type="submit" className="btn btn-accent" disabled={request.isPending}>
                  {request.isPending ? 'Sending…' : 'Request return'}
                </button>
                <Link to={`/order/${options.orderId}`} className="btn btn-outline-secondary">
                  Cancel
                </Link>
              </div>
            </div>
          </form>
        </div>
        <aside className="col-lg-4">
          <div className="card">
            <div className="card-body small">
              <h2 className="h6">How returns work</h2>
              <ol className="mb-0 ps-3">
                <li>The seller answers within {SELLER_ANSWER_HOURS} hours.</li>
                <li>Once approved, send the item back with its tags.</li>
                <li>
                  When the seller has checked it, you get the new size or OnSale credit at once, or a refund within{' '}
                  {REFUND_BUSINESS_DAYS} business days.
                </li>
              </ol>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** /account/returns/new?item=…: asks to return or exchange one item of a delivered parcel. */
export function ReturnRequestPage() {
  const [searchParams] = useSearchParams();
  const itemId = searchParams.get('item') ?? '';
  const { data: options, isPending, isError, error, refetch } = useReturnOptions(itemId);
  if (!itemId) return <CannotReturn message="Item not found" />;
  if (isPending) return <LoadingState label="Loading the item…" />;
  if (isError) {
    if (error instanceof ApiRequestError && error.status < 500 && error.status !== 0)
      return <CannotReturn message={error.message} />;
    return <ErrorState error={error} message="Failed to load the item" onRetry={() => void refetch()} />;
  }
  return <ReturnRequestForm key={itemId} itemId={itemId} options={options} />;
}
