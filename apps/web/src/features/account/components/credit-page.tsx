import type { CreditEntry } from '@onsale/core/contracts/returns';
import { formatRupees } from '@onsale/core/money';
import { formatShopTime } from '@onsale/core/time';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useCredit } from '../../../lib/credit/get-credit';
import './returns.css';

/** "+Rs. 2,750" credited, "−Rs. 500" spent. */
const signedRupees = (amount: number) => (amount > 0 ? `+${formatRupees(amount)}` : formatRupees(amount));

function EntryRow({ entry }: { entry: CreditEntry }) {
  return (
    <tr data-testid="credit-entry">
      <td className="text-nowrap">{formatShopTime(entry.at, 'date-time')}</td>
      <td>
        {entry.label}
        <div className="small text-body-secondary">
          {entry.returnNumber && `Return ${entry.returnNumber}`}
          {entry.returnNumber && entry.orderNumber && ' · '}
          {entry.orderNumber &&
            (entry.orderId ? (
              <Link to={`/order/${entry.orderId}`}>Order {entry.orderNumber}</Link>
            ) : (
              `Order ${entry.orderNumber}`
            ))}
        </div>
      </td>
      <td className={`text-end text-nowrap fw-semibold ${entry.amount > 0 ? 'credit-amount-in' : ''}`}>
        {signedRupees(entry.amount)}
      </td>
    </tr>
  );
}

/** OnSale Credit: the balance, spent at checkout before cash on delivery, and how it came and went. */
export function CreditPage() {
  const { data: credit, isPending, isError, error, refetch } = useCredit();
  return (
    <div className="container py-4 account-page">
      <h1 className="page-title">OnSale Credit</h1>
      {isPending ? (
        <LoadingState label="Loading your credit…" />
      ) : isError ? (
        <ErrorState error={error} message="Failed to load your OnSale credit" onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="card mb-4">
            <div className="card-body">
              <div className="small text-body-secondary">Your balance</div>
              <div className="credit-balance" data-testid="credit-balance">
                {formatRupees(credit.balance)}
              </div>
              <p className="small mb-0">
                It pays for your next orders at checkout, before cash on delivery, and never expires.
              </p>
            </div>
          </div>
          {credit.entries.length === 0 ? (
            <EmptyState message="You have no OnSale credit yet.">
              <p className="text-body-secondary">
                A return refunded as OnSale credit adds to it. See <Link to="/account/returns">My Returns</Link>.
              </p>
            </EmptyState>
          ) : (
            <div className="card">
              <div className="table-responsive">
                <table className="table mb-0 align-middle">
                  <caption className="visually-hidden">How your OnSale credit came and went, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">What</th>
                      <th scope="col" className="text-end">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {credit.entries.map((entry) => (
                      <EntryRow key={entry.id} entry={entry} />
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
