import type { BankAccount } from '@onsale/core/contracts/finance';
import { useCallback, useState } from 'react';
import { BankAccountFacts, BankAccountStatusBadge } from '../../../components/ui/bank-account-details';
import { BankAccountForm } from './bank-account-form';
import { FlashMessage } from './flash-message';

/**
 * The account OnSale pays the seller into: as it was sent, its verification and, refused, why;
 * a form to add it or change it (a change is verified again).
 */
export function BankAccountSection({ account, brandName }: { account: BankAccount | null; brandName: string }) {
  const [changing, setChanging] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const clearFlash = useCallback(() => setFlash(null), []);
  const saved = () => {
    setChanging(false);
    setFlash('Bank account sent: OnSale verifies it before paying into it');
  };

  return (
    <>
      <p className="text-muted">
        OnSale pays your payable balance into this account. Payouts wait until OnSale has verified it, and a change is
        verified again before the next payout.
      </p>
      <FlashMessage message={flash} onDone={clearFlash} />
      {account && (
        <div className="card shadow-sm mb-3" data-testid="bank-account">
          <div className="card-body">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
              <h2 className="h6 mb-0">Your bank account</h2>
              <BankAccountStatusBadge status={account.status} />
            </div>
            {account.status === 'refused' && (
              <div className="alert alert-danger" role="alert" data-testid="refusal-reason">
                <strong>OnSale refused this account:</strong> {account.refusalReason || 'no reason given'}. Change it
                below and send it again.
              </div>
            )}
            {account.status === 'pending' && (
              <p className="small">OnSale is checking this account. Payouts wait until it is verified.</p>
            )}
            <BankAccountFacts account={account} owner={brandName} />
            {!changing && (
              <button type="button" className="btn btn-outline-accent mt-3" onClick={() => setChanging(true)}>
                Change bank account
              </button>
            )}
          </div>
        </div>
      )}
      {(!account || changing) && (
        <BankAccountForm account={account} onSaved={saved} onCancel={account ? () => setChanging(false) : undefined} />
      )}
    </>
  );
}
