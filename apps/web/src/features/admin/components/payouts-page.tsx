import { BankAccountsReview } from './bank-accounts-review';
import { PageHeader } from './page-header';
import { PayoutRunsList } from './payout-runs-list';
import { RunPayoutsSection } from './run-payouts-section';

/**
 * /admin/payouts: the sellers' money going out. The bank accounts to verify (a seller is paid only
 * into a verified one), who a payout run would pay now and the run itself, and the runs made.
 */
export function PayoutsPage() {
  return (
    <>
      <PageHeader title="Payouts" />
      <BankAccountsReview />
      <RunPayoutsSection />
      <PayoutRunsList />
    </>
  );
}
