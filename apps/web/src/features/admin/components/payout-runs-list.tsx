import { formatRupees } from '@onsale/core/money';
import { Link } from 'react-router';
import { ListTable } from '../../../components/ui/list-page';
import { EmptyState } from '../../../components/ui/status-messages';
import { usePayoutRuns, type PayoutRunSummary } from '../api/get-payout-runs';
import { formatDateTime } from './format';

/** Where a run's payouts stand: "2 being paid · 1 paid · 1 failed", the states it has only. */
export function runProgress(run: Pick<PayoutRunSummary, 'scheduled' | 'paid' | 'failed'>): string {
  const parts = [
    [run.scheduled, 'being paid'],
    [run.paid, 'paid'],
    [run.failed, 'failed'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${count} ${what}`)
    .join(' · ');
}

/** The payout runs made, newest first, each opening its payouts. */
export function PayoutRunsList() {
  const runs = usePayoutRuns();
  return (
    <section aria-labelledby="payout-runs-title">
      <h2 className="h5" id="payout-runs-title">
        Payout runs
      </h2>
      <ListTable
        query={runs}
        loadingLabel="Loading payout runs…"
        empty={<EmptyState message="No payout runs yet." />}
        wrapperClassName="table-responsive bg-white rounded shadow-sm"
        tableClassName="table admin-table mb-0"
        head={
          <>
            <th scope="col">Run</th>
            <th scope="col">Made</th>
            <th scope="col" className="text-end">
              Minimum
            </th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col">Payouts</th>
            {/* (positioned: the hidden word stays inside the scrolling table, not past a phone's screen) */}
            <th scope="col" className="text-end position-relative">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(run) => (
          <tr key={run.id} data-testid="payout-run-row">
            <td className="fw-semibold text-nowrap">{run.number}</td>
            <td>
              <div className="text-nowrap">{formatDateTime(run.createdAt)}</div>
              <div className="small text-muted">{run.createdBy}</div>
            </td>
            <td className="text-end text-nowrap">{formatRupees(run.minimum)}</td>
            <td className="text-end text-nowrap">{formatRupees(run.total)}</td>
            <td>
              {run.payouts}
              <div className="small text-muted">{runProgress(run)}</div>
            </td>
            <td className="text-end">
              <Link
                to={`/admin/payouts/runs/${run.id}`}
                className="btn btn-sm btn-outline-secondary"
                aria-label={`View payout run ${run.number}`}
              >
                View
              </Link>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
