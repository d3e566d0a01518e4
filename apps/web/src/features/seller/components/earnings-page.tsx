import { formatCount } from '@onsale/core/numbers';
import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import { BarList } from '../../../components/charts/bar-list';
import { RowsTable } from '../../../components/ui/list-page';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useSellerEarnings } from '../api/get-seller-earnings';
import { StatCards } from './stat-cards';

const percent = (bp: number) => `${formatCount(bp / 100, bp % 100 === 0 ? 0 : 2).replace(/(\.\d)0$/, '$1')}%`;

/** /seller/earnings: delivered sales, the marketplace commission, payouts and what is still owed. */
export function EarningsPage() {
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
  const { totals, ledger, payouts, commissionRateBp, rules } = earnings.data;
  const cards = [
    { label: 'Gross sales', value: formatRupees(totals.gross) },
    { label: 'Shipping credited', value: formatRupees(totals.shipping) },
    { label: 'Commission', value: formatRupees(totals.commission) },
    { label: 'Net earnings', value: formatRupees(totals.net) },
    { label: 'Paid out', value: formatRupees(totals.paidOut) },
    { label: 'Balance', value: formatRupees(totals.balance) },
    { label: 'On hold', value: formatRupees(totals.onHold) },
    { label: 'Payable now', value: formatRupees(Math.max(0, totals.payable)) },
  ];

  return (
    <section>
      <h1 className="h3 mb-1">Earnings</h1>
      <p className="text-muted">
        Delivered orders count towards your earnings. Your commission rate is {percent(commissionRateBp)}.
      </p>
      <StatCards stats={cards} columnClassName="col-6 col-md-3" />
      <details className="card shadow-sm mb-4" data-testid="money-rules">
        <summary className="card-header">How your earnings are worked out</summary>
        <ul className="card-body mb-0">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
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

      <h2 className="h5">Delivered orders and returns</h2>
      <RowsTable
        rows={ledger}
        empty="No delivered orders yet."
        wrapperClassName="table-responsive mb-4"
        tableClassName="table table-sm align-middle"
        head={
          <>
            <th scope="col">Order</th>
            <th scope="col">Delivered or returned</th>
            <th scope="col" className="text-end">
              Gross
            </th>
            <th scope="col" className="text-end">
              Shipping
            </th>
            <th scope="col" className="text-end">
              Commission
            </th>
            <th scope="col" className="text-end">
              Net
            </th>
            <th scope="col">Payable</th>
          </>
        }
        row={(row) => (
          <tr key={row.returnNumber ?? row.sellerOrderId} data-testid="earnings-line">
            <td>
              {row.orderNumber}
              {row.returnNumber && <div className="small text-muted">Return {row.returnNumber}</div>}
            </td>
            <td>{formatShopTime(row.deliveredAt, 'date')}</td>
            <td className="text-end text-nowrap">{formatRupees(row.gross)}</td>
            <td className="text-end text-nowrap">{formatRupees(row.shipping)}</td>
            <td className="text-end">
              {formatRupees(row.commission)} <span className="small text-muted">({percent(row.commissionRateBp)})</span>
            </td>
            <td className="text-end text-nowrap">{formatRupees(row.net)}</td>
            <td className="text-nowrap">
              {row.onHold ? `On hold until ${formatShopTime(row.payableAt, 'date')}` : 'Payable'}
            </td>
          </tr>
        )}
      />

      <h2 className="h5">Payouts</h2>
      <RowsTable
        rows={payouts}
        empty="No payouts yet."
        tableClassName="table table-sm align-middle"
        head={
          <>
            <th scope="col">Date</th>
            <th scope="col">Note</th>
            <th scope="col" className="text-end">
              Amount
            </th>
          </>
        }
        row={(payout) => (
          <tr key={payout.id}>
            <td>{formatShopTime(payout.createdAt, 'date')}</td>
            <td>{payout.note || '—'}</td>
            <td className="text-end text-nowrap">{formatRupees(payout.amount)}</td>
          </tr>
        )}
      />
    </section>
  );
}
