import type { ReturnOptions } from '@onsale/core/contracts/returns';
import { RETURN_WANT_LABELS, RETURN_WANTS, WALLET_NAMES, WALLETS, type ReturnWant } from '@onsale/core/returns';
import { useId, type ComponentType } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { exchangeSizes, type ReturnForm, type ReturnFormErrors } from '../utils/return-form';

type Set = <K extends keyof ReturnForm>(field: K, value: ReturnForm[K]) => void;

interface FieldsProps {
  options: ReturnOptions;
  form: ReturnForm;
  errors: ReturnFormErrors;
  set: Set;
}

function ExchangeFields({ options, form, errors, set }: FieldsProps) {
  const id = useId();
  const sizes = exchangeSizes(options, form.reason);
  const error = errors.exchangeSize;
  return (
    <div className="ms-4 mt-2 mb-3">
      <label htmlFor={`${id}-size`} className="form-label">
        New size
      </label>
      <select
        id={`${id}-size`}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        value={form.exchangeSize}
        onChange={(event) => set('exchangeSize', event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-size-error` : undefined}
      >
        <option value="">Choose a size</option>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-size-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      <div className="form-text">
        Only sizes in stock now are shown.
        {options.productSlug && (
          <>
            {' '}
            <a href={`/product/${encodeURIComponent(options.productSlug)}`} target="_blank" rel="noopener noreferrer">
              See the size chart
            </a>
          </>
        )}
      </div>
    </div>
  );
}

function BankFields({ form, errors, set }: FieldsProps) {
  return (
    <div className="ms-4 mt-2">
      <FormField
        label="Account title"
        value={form.accountTitle}
        error={errors.accountTitle}
        hint="The name on the account, as the bank has it: yours."
        autoComplete="name"
        maxLength={100}
        onChange={(event) => set('accountTitle', event.target.value)}
      />
      <FormField
        label="IBAN"
        value={form.iban}
        error={errors.iban}
        hint="PK followed by 22 characters, as on your cheque book or banking app."
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
        onChange={(event) => set('iban', event.target.value)}
      />
    </div>
  );
}

function WalletFields({ form, errors, set }: FieldsProps) {
  const id = useId();
  return (
    <div className="ms-4 mt-2">
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Wallet</legend>
        {WALLETS.map((wallet) => (
          <div key={wallet} className="form-check form-check-inline">
            <input
              id={`${id}-${wallet}`}
              type="radio"
              className={`form-check-input ${errors.wallet ? 'is-invalid' : ''}`}
              name={`${id}-wallet`}
              checked={form.wallet === wallet}
              onChange={() => set('wallet', wallet)}
            />
            <label htmlFor={`${id}-${wallet}`} className="form-check-label">
              {WALLET_NAMES[wallet]}
            </label>
          </div>
        ))}
        {errors.wallet && <div className="invalid-feedback d-block">{errors.wallet}</div>}
      </fieldset>
      <FormField
        label="Wallet number"
        type="tel"
        inputMode="tel"
        value={form.walletNumber}
        error={errors.walletNumber}
        hint="The mobile number of your wallet, e.g. 0300 1234567."
        autoComplete="tel"
        maxLength={40}
        onChange={(event) => set('walletNumber', event.target.value)}
      />
      <FormField
        label="Account title"
        value={form.accountTitle}
        error={errors.accountTitle}
        hint="The name on the wallet: yours."
        autoComplete="name"
        maxLength={100}
        onChange={(event) => set('accountTitle', event.target.value)}
      />
    </div>
  );
}

const FIELDS: Partial<Record<ReturnWant, ComponentType<FieldsProps>>> = {
  exchange: ExchangeFields,
  bank: BankFields,
  wallet: WalletFields,
};

/**
 * What the shopper wants instead of the item: another size (only for a product with sizes, one in
 * stock), OnSale credit, or a refund to a bank account or a JazzCash or Easypaisa wallet, with the
 * account's details under the choice.
 */
export function RefundChoiceField(props: FieldsProps) {
  const { options, form, errors, set } = props;
  const id = useId();
  const offered = RETURN_WANTS.filter((wants) => wants !== 'exchange' || options.sizes.length > 0);
  const noOtherSize = exchangeSizes(options, form.reason).length === 0;
  return (
    <fieldset className="mb-3" aria-describedby={errors.wants ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 fw-semibold mb-2">What would you like instead?</legend>
      {offered.map((wants) => {
        const Fields = FIELDS[wants];
        const disabled = wants === 'exchange' && noOtherSize;
        return (
          <div key={wants}>
            <div className="form-check">
              <input
                id={`${id}-${wants}`}
                type="radio"
                name={`${id}-wants`}
                className={`form-check-input ${errors.wants ? 'is-invalid' : ''}`}
                checked={form.wants === wants}
                disabled={disabled}
                onChange={() => set('wants', wants)}
              />
              <label htmlFor={`${id}-${wants}`} className="form-check-label">
                {RETURN_WANT_LABELS[wants]}
                {disabled && <span className="text-body-secondary"> (no other size is in stock now)</span>}
              </label>
            </div>
            {Fields && form.wants === wants && <Fields {...props} />}
          </div>
        );
      })}
      {errors.wants && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {errors.wants}
        </div>
      )}
    </fieldset>
  );
}
