import type { BankAccount, SellerEarnings } from '@onsale/core/contracts/finance';
import { formatRupees } from '@onsale/core/money';
import { Link } from 'react-router';
import { BarList } from '../../../components/charts/bar-list';
import { useListParams } from '../../../components/ui/list-page';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useSellerEarnings } from '../api/get-seller-earnings';
import { percentOf } from '../utils/finance-text';
import { BankAccountSection } from './bank-account-section';
import { LedgerTable } from './ledger-table';
import { NotApprovedNotice } from './not-approved-notice';
import { useSeller } from './seller-context';
import { SellerPayoutsTable } from './seller-payouts-table';
import { StatCards } from './stat-cards';
import { StatementsSection } from './statements-section';

const TABS = [
  { key: 'summary', label: 'Summary' },
  { key: 'ledger', label: 'Ledger' },
  { key: 'payouts', label: 'Payouts' },
  { key: 'statements', label: 'Statements' },
  { key: 'bank', label: 'Bank account' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab.key === value)?.key ?? 'summary';

/**
 * /seller/earnings: the seller's money. The balance, what is on hold and payable now, and a tab each
 * for how it adds up, every ledger line, the payouts, the weekly statements and the bank account
 * OnSale pays into (the tab is in the address: `?tab=statements&week=2026-01-05` opens a statement).
 */
export function EarningsPage() {
  const { approved, profile } = useSeller();
  const { params, link } = useListParams();
  const tab = tabOf(params.get('tab'));
  const week = params.get('week');
  const earnings = useSellerEarnings();
  if (earnings.isPending) return <LoadingState label="Loading earnings…" />;
  if (earnings.isError)
    return (
      <ErrorState
        message="Failed to load earnings"
        onRetry={() => void earnings.refetch()}
        retrying={earnings.isFetching}
      />
    );
  const { totals, ledger, payouts, commissionRateBp, bankAccount } = earnings.data;
  const tabLink = (key: Tab) => link({ tab: key === 'summary' ? undefined : key, week: undefined });
  const cards = [
    { label: 'Balance', value: formatRupees(totals.balance) },
    { label: 'Payable now', value: formatRupees(Math.max(0, totals.payable)) },
    { label: 'On hold', value: formatRupees(totals.onHold) },
    { label: 'Net earnings', value: formatRupees(totals.net) },
    { label: 'Adjustments', value: formatRupees(totals.adjustments) },
    { label: 'Paid out', value: formatRupees(totals.paidOut) },
  ];

  return (
    <section>
      <h1 className="h3 mb-1">Earnings</h1>
      <p className="text-muted">
        Delivered orders count towards your earnings. Your commission rate is {percentOf(commissionRateBp)}.
      </p>
      {approved && <BankAccountNotice account={bankAccount} bankTab={tab === 'bank' ? null : tabLink('bank')} />}
      <StatCards stats={cards} columnClassName="col-6 col-md-4" />

      <nav aria-label="Your money">
        <ul className="nav nav-tabs finance-tabs mb-3">
          {TABS.map((item) => (
            <li key={item.key} className="nav-item">
              <Link
                to={tabLink(item.key)}
                className={`nav-link ${tab === item.key ? 'active' : ''}`}
                aria-current={tab === item.key ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === 'summary' && <Summary earnings={earnings.data} />}
      {tab === 'ledger' && (
        <>
          <h2 className="visually-hidden">Ledger</h2>
          <p className="text-muted small">
            Every sale, return, adjustment and payout, newest first. A sale is on hold until its return window has
            passed.
          </p>
          <LedgerTable lines={ledger} empty="No earnings yet: a sale shows here once its parcel is delivered." />
        </>
      )}
      {tab === 'payouts' && (
        <>
          <h2 className="visually-hidden">Payouts</h2>
          <SellerPayoutsTable payouts={payouts} />
        </>
      )}
      {tab === 'statements' && (
        <>
          <h2 className="visually-hidden">Weekly statements</h2>
          {approved ? (
            <StatementsSection week={week} link={(next) => link({ tab: 'statements', week: next ?? undefined })} />
          ) : (
            <NotApprovedNotice what="Statements" />
          )}
        </>
      )}
      {tab === 'bank' && (
        <>
          <h2 className="visually-hidden">Bank account</h2>
          {approved ? (
            <BankAccountSection account={bankAccount} brandName={profile.brandName} />
          ) : (
            <NotApprovedNotice what="Your bank account" />
          )}
        </>
      )}
    </section>
  );
}

/** Above the figures: what stands between the seller and a payout, when anything does (with the way to the bank account tab, off it). */
function BankAccountNotice({ account, bankTab }: { account: BankAccount | null; bankTab: string | null }) {
  if (account?.status === 'verified') return null;
  const [tone, text, action] =
    account === null
      ? [
          'warning',
          'Add your bank account to be paid: payouts wait until OnSale has verified it.',
          'Add a bank account',
        ]
      : account.status === 'pending'
        ? ['info', 'Your bank account is waiting for verification: payouts wait until OnSale has verified it.', null]
        : [
            'danger',
            `OnSale refused your bank account: ${account.refusalReason || 'no reason given'}. Change it to be paid.`,
            'Change the bank account',
          ];
  return (
    <div className={`alert alert-${tone} d-flex flex-wrap align-items-center gap-2`} data-testid="bank-account-notice">
      <span className="me-auto">{text}</span>
      {action && bankTab && (
        <Link to={bankTab} className="btn btn-sm btn-outline-dark">
          {action}
        </Link>
      )}
    </div>
  );
}

/** How the balance adds up, where the sales went, and the shop's money rules. */
function Summary({ earnings }: { earnings: SellerEarnings }) {
  const { totals, rules } = earnings;
  const steps: [string, number, boolean?][] = [
    ['Sales less returns', totals.gross],
    ['Shipping credited', totals.shipping],
    ['Commission', -totals.commission],
    ['Net earnings', totals.net, true],
    ['Adjustments by OnSale', totals.adjustments],
    ['Paid out', -totals.paidOut],
    ['Balance', totals.balance, true],
    ['On hold until return windows pass', -totals.onHold],
    ['Payable now', totals.payable, true],
  ];
  return (
    <>
      <div className="row g-3 mb-4">
        <div className="col-md-6">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 className="h5">How your balance adds up</h2>
              <table className="table table-sm mb-0" data-testid="balance-steps">
                <tbody>
                  {steps.map(([label, value, total]) => (
                    <tr key={label} className={total ? 'fw-semibold' : undefined}>
                      <th scope="row" className={total ? undefined : 'fw-normal'}>
                        {label}
                      </th>
                      <td className="text-end text-nowrap">{formatRupees(value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        <div className="col-md-6">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 className="h5">Where your sales went</h2>
              <BarList
                summary="Gross sales split into commission, paid out and balance"
                formatValue={formatRupees}
                bars={[
                  { label: 'Commission', value: totals.commission },
                  { label: 'Paid out', value: totals.paidOut },
                  { label: 'Balance', value: Math.max(0, totals.balance) },
                ]}
              />
            </div>
          </div>
        </div>
      </div>
      <details className="card shadow-sm mb-4" data-testid="money-rules">
        <summary className="card-header">How your earnings are worked out</summary>
        <ul className="card-body mb-0">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
