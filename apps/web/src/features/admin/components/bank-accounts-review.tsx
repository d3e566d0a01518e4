import { BANK_ACCOUNT_STATUSES, FINANCE_MESSAGES } from '@onsale/core/finance';
import { useState } from 'react';
import { BankAccountFacts, BankAccountStatusBadge } from '../../../components/ui/bank-account-details';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListStates, useListParams } from '../../../components/ui/list-page';
import { EmptyState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useBankAccounts, type BankAccountFilter, type SellerBankAccount } from '../api/get-bank-accounts';
import { useReviewBankAccount } from '../api/review-bank-account';
import { AskDialog } from './ask-dialog';
import { FilterPills } from './list-controls';
import { FlashMessages } from './page-header';
import { useFlash } from './use-flash';

const FILTERS: readonly BankAccountFilter[] = [...BANK_ACCOUNT_STATUSES, 'all'];
const FILTER_LABELS: Record<BankAccountFilter, string> = {
  pending: 'To verify',
  verified: 'Verified',
  refused: 'Refused',
  all: 'All',
};
const EMPTY: Record<BankAccountFilter, string> = {
  pending: 'No bank accounts to verify.',
  verified: 'No verified bank accounts yet.',
  refused: 'No refused bank accounts.',
  all: 'No seller has added a bank account yet.',
};

const filterOf = (value: string | null): BankAccountFilter => FILTERS.find((filter) => filter === value) ?? 'pending';

type Asked = { account: SellerBankAccount; decision: 'verify' | 'refuse' };

/**
 * The sellers' bank accounts, those waiting for verification first (a pill away: verified, refused,
 * all): what each says, in full, with its pictures; the admin verifies it or refuses it with a
 * reason the seller reads. A decision is on the account as the admin read it: one changed meanwhile
 * is refused by the server (409) and shown anew.
 */
export function BankAccountsReview() {
  const { params, link } = useListParams();
  const filter = filterOf(params.get('accounts'));
  const accounts = useBankAccounts(filter);
  const review = useReviewBankAccount();
  const flash = useFlash();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = (next: Asked) => {
    setFailure(null);
    setAsked(next);
  };
  const decide = async ({ account, decision }: Asked, reason = '') => {
    setFailure(null);
    try {
      await review.mutateAsync({
        sellerId: account.sellerId,
        review:
          decision === 'verify'
            ? { decision, submittedAt: account.submittedAt }
            : { decision, submittedAt: account.submittedAt, reason },
      });
      setAsked(null);
      flash.succeed(
        decision === 'verify'
          ? `${account.brandName}'s bank account is verified: the next payout run pays into it`
          : `${account.brandName}'s bank account is refused: the seller is told why`,
      );
    } catch (error) {
      // Reviewed or changed meanwhile: the question no longer stands; the list shows the account anew.
      if (error instanceof ApiRequestError && error.status === 409) {
        setAsked(null);
        flash.fail(messageOf(error));
      } else setFailure(messageOf(error));
    }
  };

  return (
    <section className="mb-5" aria-labelledby="bank-accounts-title">
      <h2 className="h5" id="bank-accounts-title">
        Bank accounts
      </h2>
      <p className="text-muted small">
        A seller is paid only into a verified account. Check the title, the IBAN and the CNIC or NTN against the
        pictures; a change the seller makes is verified again.
      </p>
      <FilterPills
        values={FILTERS}
        current={filter}
        param="accounts"
        link={link}
        labelOf={(value) => FILTER_LABELS[value]}
        byDefault="pending"
        className="mb-3"
      />
      <FlashMessages flash={flash} />
      <ListStates query={accounts} loadingLabel="Loading bank accounts…" empty={<EmptyState message={EMPTY[filter]} />}>
        {(list) => (
          <ul className="list-unstyled confirmation-list mb-0">
            {list.data.map((account) => (
              <li key={account.sellerId} className="card shadow-sm" data-testid="bank-account-row">
                <div className="card-body">
                  <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
                    <h3 className="h6 mb-0">
                      {account.brandName} <span className="fw-normal text-muted small text-break">{account.email}</span>
                    </h3>
                    <BankAccountStatusBadge status={account.status} />
                  </div>
                  {account.status === 'refused' && account.refusalReason && (
                    <p className="small text-danger mb-2">Refused: {account.refusalReason}</p>
                  )}
                  <BankAccountFacts account={account} owner={account.brandName} />
                  {account.status === 'pending' && (
                    <div
                      className="d-flex flex-wrap gap-2 mt-3"
                      role="group"
                      aria-label={`Review the bank account of ${account.brandName}`}
                    >
                      <button
                        type="button"
                        className="btn btn-sm btn-success"
                        disabled={review.isPending}
                        onClick={() => ask({ account, decision: 'verify' })}
                      >
                        Verify
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        disabled={review.isPending}
                        onClick={() => ask({ account, decision: 'refuse' })}
                      >
                        Refuse
                      </button>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {asked?.decision === 'verify' && (
        <ConfirmDialog
          title={`Verify the bank account of ${asked.account.brandName}?`}
          confirmLabel="Verify"
          busyLabel="Verifying…"
          tone="primary"
          busy={review.isPending}
          failure={failure}
          onConfirm={() => void decide(asked)}
          onClose={() => setAsked(null)}
        >
          <p className="mb-0">
            Payouts go to {asked.account.accountTitle} at {asked.account.bankName} from the next run. Verify only once
            the pictures show the same holder.
          </p>
        </ConfirmDialog>
      )}
      {asked?.decision === 'refuse' && (
        <AskDialog
          title={`Refuse the bank account of ${asked.account.brandName}`}
          label="Why is it refused?"
          hint="The seller reads this and may send the account again."
          multiline
          maxLength={500}
          emptyProblem={FINANCE_MESSAGES.reason}
          submitLabel="Refuse the account"
          busyLabel="Refusing…"
          tone="danger"
          busy={review.isPending}
          failure={failure}
          onSubmit={(reason) => void decide(asked, reason)}
          onClose={() => setAsked(null)}
        />
      )}
    </section>
  );
}
