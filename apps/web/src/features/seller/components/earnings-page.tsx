import { formatCount } from '@onsale/core/numbers';
import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import { BarList } from '../../../components/charts/bar-list';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { usePageMeta } from '../../../lib/seo/use-page-meta';
import { useSellerEarnings } from '../api/get-seller-earnings';

const percent = (bp: number) => `${formatCount(bp / 100, bp % 100 === 0 ? 0 : 2).replace(/(\.\d)0$/, '$1')}%`;

/** /seller/earnings: delivered sales, the marketplace commission, payouts and what is still owed. */
export function EarningsPage() {
  const earnings = useSellerEarnings();
  usePageMeta('Seller Earnings', undefined);
  if (earnings.isPending) return <LoadingState label="Loading earnings…" />;
  if (earnings.isError) return <ErrorState message="Failed to load earnings" onRetry={() => void earnings.refetch()} retrying={earnings.isFetching} />;
  const { totals, ledger, payouts, commissionRateBp } = earnings.data;
  const cards = [
    { label: 'Gross sales', value: totals.gross },
    { label: 'Commission', value: totals.commission },
    { label: 'Net earnings', value: totals.net },
    { label: 'Paid out', value: totals.paidOut },
    { label: 'Balance', value: totals.balance },
  ];

  return (
    <section>
      <h1 className="h3 mb-1">Earnings</h1>
      <p className="text-muted">Delivered orders count towards your earnings. Your commission rate is {percent(commissionRateBp)}.</p>
      <div className="row g-3 mb-4">
        {cards.map((card) => (
          <div key={card.label} className="col-6 col-md-4 col-xl">
            <div className="card seller-stat shadow-sm">
              <div className="card-body">
                <div className="small text-muted">{card.label}</div>
                <div className="seller-stat-value">{formatRupees(card.value)}</div>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="card shadow-sm mb-4">
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

      <h2 className="h5">Delivered orders</h2>
      {ledger.length === 0 ? (
        <p className="text-muted">No delivered orders yet.</p>
      ) : (
        <div className="table-responsive mb-4">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Delivered</th>
                <th scope="col" className="text-end">
                  Gross
                </th>
                <th scope="col" className="text-end">
                  Commission
                </th>
                <th scope="col" className="text-end">
                  Net
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((row) => (
                <tr key={row.sellerOrderId}>
                  <td>{row.orderNumber}</td>
                  <td>{formatShopTime(row.deliveredAt, 'date')}</td>
                  <td className="text-end">{formatRupees(row.gross)}</td>
                  <td className="text-end">
                    {formatRupees(row.commission)} <span className="small text-muted">({percent(row.commissionRateBp)})</span>
                  </td>
                  <td className="text-end">{formatRupees(row.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className="h5">Payouts</h2>
      {payouts.length === 0 ? (
        <p className="text-muted">No payouts yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Note</th>
                <th scope="col" className="text-end">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id}>
                  <td>{formatShopTime(payout.createdAt, 'date')}</td>
                  <td>{payout.note || '—'}</td>
                  <td className="text-end">{formatRupees(payout.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
