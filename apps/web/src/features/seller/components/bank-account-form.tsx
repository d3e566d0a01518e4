import type { BankAccount } from '@onsale/core/contracts/finance';
import { BANK_DOCUMENTS_MAX, PAKISTANI_BANKS } from '@onsale/core/finance';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrorText, FormField } from '../../../components/ui/form-field';
import { PicturesField } from '../../../components/ui/pictures-field';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useSaveBankAccount } from '../api/save-bank-account';
import { uploadImage } from '../api/upload-image';
import { checkBankAccountForm, type BankAccountForm as Form, type BankAccountFormErrors } from '../utils/finance-text';

const sendPicture = async (file: File) => (await uploadImage(file)).url;

const formOf = (account: BankAccount | null): Form => ({
  accountTitle: account?.accountTitle ?? '',
  bankName: account?.bankName ?? '',
  iban: account?.iban ?? '',
  cnic: account?.cnic ?? '',
  ntn: account?.ntn ?? '',
  documents: account?.documents ?? [],
});

/**
 * The seller's bank account, added or changed: title, bank, IBAN, CNIC or NTN and a picture of the
 * CNIC or of the bank's letter. Sent, it waits for OnSale to verify it (a change too).
 */
export function BankAccountForm({
  account,
  onSaved,
  onCancel,
}: {
  account: BankAccount | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveBankAccount();
  const bankId = useId();
  const [form, setForm] = useState<Form>(() => formOf(account));
  const [errors, setErrors] = useState<BankAccountFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bind = (field: 'accountTitle' | 'iban' | 'cnic' | 'ntn') => ({
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  // A long form on a phone: the first field to put right comes into view and takes the focus.
  const showFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')?.focus(),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = checkBankAccountForm(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return showFirstProblem();
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiRequestError && error.status === 400 ? error.fields : undefined;
      const known = Object.keys(fields ?? {}).filter((field) => field in form);
      if (fields && known.length > 0) {
        setErrors(fields as BankAccountFormErrors);
        showFirstProblem();
      } else setFailure(messageOf(error));
    }
  };

  const bankError = fieldErrorText('Bank', errors.bankName);
  return (
    <form
      ref={formRef}
      className="card shadow-sm"
      noValidate
      aria-label={account ? 'Change bank account' : 'Add a bank account'}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="card-body" disabled={save.isPending}>
        <legend className="h6 fw-semibold">{account ? 'Change your bank account' : 'Add your bank account'}</legend>
        <FormField
          label="Account title"
          maxLength={100}
          autoComplete="name"
          hint="The name on the account, as the bank writes it"
          {...bind('accountTitle')}
        />
        <div className="mb-3">
          <label htmlFor={bankId} className="form-label">
            Bank
          </label>
          <select
            id={bankId}
            className={`form-select ${bankError ? 'is-invalid' : ''}`}
            value={form.bankName}
            aria-invalid={bankError ? true : undefined}
            aria-describedby={bankError ? `${bankId}-error` : undefined}
            onChange={(event) => set('bankName', event.target.value)}
          >
            <option value="">Choose the bank</option>
            {PAKISTANI_BANKS.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
          {bankError && (
            <div id={`${bankId}-error`} className="invalid-feedback">
              {bankError}
            </div>
          )}
        </div>
        <FormField
          label="IBAN"
          maxLength={60}
          autoCapitalize="characters"
          spellCheck={false}
          hint="24 characters starting with PK, e.g. PK36 SCBL 0000 0011 2345 6702"
          {...bind('iban')}
        />
        <div className="row">
          <FormField
            label="CNIC"
            className="col-sm-6"
            inputMode="numeric"
            maxLength={20}
            hint="13 digits, with or without dashes"
            {...bind('cnic')}
          />
          <FormField
            label="NTN"
            className="col-sm-6"
            inputMode="numeric"
            maxLength={20}
            hint="8 digits; the CNIC or the NTN is needed"
            {...bind('ntn')}
          />
        </div>
        <PicturesField
          label="Pictures of the CNIC or of a letter from the bank"
          noun="Picture"
          listLabel="Pictures sent with the account"
          pictures={form.documents}
          max={BANK_DOCUMENTS_MAX}
          hint={`At least one picture, up to ${BANK_DOCUMENTS_MAX}. OnSale checks the account holder with it.`}
          tooMany={`Add at most ${BANK_DOCUMENTS_MAX} pictures`}
          uploadFailed="The picture could not be uploaded. Please try again."
          error={errors.documents}
          upload={sendPicture}
          disabled={save.isPending}
          onChange={(documents) => set('documents', documents)}
        />
        {account && (
          <p className="small text-muted">
            A changed account is verified again: payouts wait until OnSale has verified it.
          </p>
        )}
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-accent">
            {save.isPending ? 'Sending…' : 'Send for verification'}
          </button>
          {onCancel && (
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
